// The lobby's search, filters and sort live in the address (issue 13): a link reproduces the view
// and Back undoes the last filter. These pure functions are the only place that knows the
// parameter names; everything else works on LobbyState.
import type { GamesQuery } from '@casino/api-client';

export const lobbySorts = ['popular', 'newest', 'az', 'rtp'] as const;
export type LobbySort = (typeof lobbySorts)[number];
export const defaultLobbySort: LobbySort = 'popular';

/** Categories a grid can be narrowed to (the back end's category slugs). */
export const lobbyCategories = ['slots', 'live', 'popular', 'new'] as const;
export type LobbyCategory = (typeof lobbyCategories)[number];

/** The numeric filters, each with the bounds a value must respect to count. */
export const numericFilters = {
  rtpMin: { min: 0, max: 100 },
  rtpMax: { min: 0, max: 100 },
  maxMultiplierMin: { min: 0, max: 1_000_000 },
  minBet: { min: 0, max: 1_000_000 },
  maxBet: { min: 0, max: 1_000_000 },
} as const;
export type NumericFilter = keyof typeof numericFilters;

export interface LobbyState {
  /** What the player typed (trimmed); '' when not searching. */
  search: string;
  /** Provider slugs in the order the player picked them, each once. */
  providers: string[];
  category?: LobbyCategory | undefined;
  rtpMin?: number | undefined;
  rtpMax?: number | undefined;
  maxMultiplierMin?: number | undefined;
  minBet?: number | undefined;
  maxBet?: number | undefined;
  /** Release dates, YYYY-MM-DD, inclusive. */
  releasedFrom?: string | undefined;
  releasedTo?: string | undefined;
  sort: LobbySort;
}

export const emptyLobbyState: LobbyState = { search: '', providers: [], sort: defaultLobbySort };

/** The address's parameter of each part of the state. */
const param = {
  search: 'q',
  providers: 'provider',
  category: 'category',
  rtpMin: 'rtpMin',
  rtpMax: 'rtpMax',
  maxMultiplierMin: 'multiplier',
  minBet: 'minBet',
  maxBet: 'maxBet',
  releasedFrom: 'from',
  releasedTo: 'to',
  sort: 'sort',
} as const satisfies Record<keyof LobbyState, string>;

/** Every parameter the lobby owns (others, like `modal`, are left alone). */
export const lobbyParams: readonly string[] = Object.values(param);

export const maxSearchLength = 100;
const slugPattern = /^[a-z0-9][a-z0-9-]{0,99}$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function numberIn(raw: string | null, bounds: { min: number; max: number }): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= bounds.min && value <= bounds.max ? value : undefined;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * The lobby state an address describes. Anything malformed (a hand-edited link, an old bookmark)
 * is dropped rather than sent, so the view is always one the back end answers.
 */
export function parseLobbyQuery(search: string | URLSearchParams): LobbyState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: LobbyState = {
    search: (params.get(param.search) ?? '').trim().slice(0, maxSearchLength),
    providers: [...new Set(params.getAll(param.providers).filter((slug) => slugPattern.test(slug)))],
    sort: isOneOf(lobbySorts, params.get(param.sort))
      ? (params.get(param.sort) as LobbySort)
      : defaultLobbySort,
  };
  const category = params.get(param.category);
  if (isOneOf(lobbyCategories, category)) state.category = category;
  for (const key of Object.keys(numericFilters) as NumericFilter[]) {
    const value = numberIn(params.get(param[key]), numericFilters[key]);
    if (value !== undefined) state[key] = value;
  }
  for (const key of ['releasedFrom', 'releasedTo'] as const) {
    const value = params.get(param[key]);
    if (value !== null && isDay(value)) state[key] = value;
  }
  return state;
}

/**
 * The address's query for a lobby state, keeping every parameter the lobby does not own (a
 * `?modal=` stays open). Defaults are left out, so the plain lobby has a plain address.
 */
export function toLobbyQuery(state: LobbyState, keep: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(keep);
  for (const name of lobbyParams) params.delete(name);
  const search = state.search.trim();
  if (search) params.set(param.search, search);
  for (const slug of state.providers) params.append(param.providers, slug);
  if (state.category) params.set(param.category, state.category);
  for (const key of Object.keys(numericFilters) as NumericFilter[]) {
    const value = state[key];
    if (value !== undefined) params.set(param[key], String(value));
  }
  if (state.releasedFrom) params.set(param.releasedFrom, state.releasedFrom);
  if (state.releasedTo) params.set(param.releasedTo, state.releasedTo);
  if (state.sort !== defaultLobbySort) params.set(param.sort, state.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** How many filters narrow the list (the search and the sort are not filters). */
export function activeFilterCount(state: LobbyState): number {
  return (
    state.providers.length +
    (Object.keys(numericFilters) as NumericFilter[]).filter((key) => state[key] !== undefined).length +
    (state.releasedFrom ? 1 : 0) +
    (state.releasedTo ? 1 : 0)
  );
}

/** Whether the player narrowed or searched the catalogue (the lobby then shows one results grid). */
export function isRefined(state: LobbyState): boolean {
  return (
    state.search !== '' ||
    state.category !== undefined ||
    activeFilterCount(state) > 0 ||
    state.sort !== defaultLobbySort
  );
}

const apiSort: Record<LobbySort, NonNullable<GamesQuery['sort']>> = {
  popular: 'sort',
  newest: 'releaseDate',
  az: 'name',
  rtp: 'rtp',
};

/**
 * The back end's list query for a state. `fixed` is what the page itself decides (a category
 * page's category), which wins over the address.
 */
export function toGamesQuery(
  state: LobbyState,
  fixed: { category?: LobbyCategory } = {},
): Omit<GamesQuery, 'pageNo' | 'limit'> {
  const query: Omit<GamesQuery, 'pageNo' | 'limit'> = { sort: apiSort[state.sort] };
  const category = fixed.category ?? state.category;
  if (category) query.category = category;
  if (state.search) query.search = state.search;
  if (state.providers.length) query.providers = [...state.providers].sort();
  for (const key of Object.keys(numericFilters) as NumericFilter[]) {
    const value = state[key];
    if (value !== undefined) query[key] = value;
  }
  if (state.releasedFrom) query.releasedFrom = state.releasedFrom;
  if (state.releasedTo) query.releasedTo = state.releasedTo;
  return query;
}
