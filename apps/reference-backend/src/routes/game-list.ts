// The lobby's game list (issue 13): search, filters, sort and paging over the catalogue, as one
// parameterised SQL statement. Kept apart from routes/games.ts (launch, demo slot, favourites) so
// the list can grow without touching the money paths.
import type { Queryable } from '../db.ts';
import { arr, day, int, num, query, str } from '../schema.ts';
import { GAME_SELECT, type GameRow } from '../views.ts';

export const GAME_SORTS = ['sort', 'name', 'releaseDate', 'rtp'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** The querystring of GET /api/games. */
export const gameListQuerySchema = query({
  category: str({ enum: ['slots', 'live', 'popular', 'new'] }),
  provider: str({ description: 'Provider slug (one; see providers for several)' }),
  providers: arr(str({ maxLength: 100 }), {
    maxItems: 40,
    description: 'Provider slugs: games of any of them (repeat the parameter)',
  }),
  search: str({
    maxLength: 100,
    description: 'Part of a game or provider name; case and accents are ignored ("fóx" finds "Fox")',
  }),
  rtpMin: num({ minimum: 0, maximum: 100, description: 'Lowest RTP in percent' }),
  rtpMax: num({ minimum: 0, maximum: 100, description: 'Highest RTP in percent' }),
  maxMultiplierMin: num({ minimum: 0, description: 'Games whose max multiplier is at least this' }),
  minBet: num({
    minimum: 0,
    description: "Games whose minimum bet is at most this (a player's smallest stake)",
  }),
  maxBet: num({
    minimum: 0,
    description: "Games whose maximum bet is at least this (a player's largest stake)",
  }),
  releasedFrom: day({ description: 'Released on or after this day (YYYY-MM-DD)' }),
  releasedTo: day({ description: 'Released on or before this day (YYYY-MM-DD)' }),
  sort: str({
    enum: [...GAME_SORTS],
    default: 'sort',
    description: 'sort: popular first; name: A–Z; releaseDate: newest first; rtp: highest first',
  }),
  pageNo: int({ minimum: 1, default: 1 }),
  limit: int({ minimum: 1, maximum: 200, default: 50 }),
});

export interface GameListQuery {
  category?: string;
  provider?: string;
  providers?: string[];
  search?: string;
  rtpMin?: number;
  rtpMax?: number;
  maxMultiplierMin?: number;
  minBet?: number;
  maxBet?: number;
  releasedFrom?: string;
  releasedTo?: string;
  sort: GameSort;
  pageNo: number;
  limit: number;
}

/** LIKE's own wildcards in a player's text are literal characters, not patterns. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORDER: Record<GameSort, string> = {
  sort: 'g.sort DESC',
  name: 'g.name ASC',
  releaseDate: 'g.release_date DESC',
  rtp: 'g.rtp DESC',
};

/** WHERE clause and parameters of a list query (shared by the page and its count). */
export function gameListWhere(qs: GameListQuery): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (qs.category === 'slots' || qs.category === 'live') clauses.push(`g.category = ${param(qs.category)}`);
  else if (qs.category) clauses.push(`g.tags ? ${param(qs.category)}`);
  const slugs = [...(qs.provider ? [qs.provider] : []), ...(qs.providers ?? [])];
  if (slugs.length) clauses.push(`p.slug = ANY(${param(slugs)}::text[])`);
  const search = qs.search?.trim();
  if (search) {
    const pattern = param(`%${escapeLike(search)}%`);
    clauses.push(
      `(g.search_name LIKE casino_fold(${pattern}) OR p.search_name LIKE casino_fold(${pattern}))`,
    );
  }
  if (qs.rtpMin !== undefined) clauses.push(`g.rtp >= ${param(qs.rtpMin)}`);
  if (qs.rtpMax !== undefined) clauses.push(`g.rtp <= ${param(qs.rtpMax)}`);
  if (qs.maxMultiplierMin !== undefined) clauses.push(`g.max_multiplier >= ${param(qs.maxMultiplierMin)}`);
  if (qs.minBet !== undefined) clauses.push(`g.min_bet <= ${param(qs.minBet)}`);
  if (qs.maxBet !== undefined) clauses.push(`g.max_bet >= ${param(qs.maxBet)}`);
  if (qs.releasedFrom) clauses.push(`g.release_date >= ${param(qs.releasedFrom)}`);
  if (qs.releasedTo) clauses.push(`g.release_date <= ${param(qs.releasedTo)}`);
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** One page of games and the total count of the filtered list. */
export async function listGames(
  db: Queryable,
  qs: GameListQuery,
): Promise<{ count: number; rows: GameRow[] }> {
  const { where, params } = gameListWhere(qs);
  const order = ORDER[qs.sort] ?? ORDER.sort;
  const [count, rows] = await Promise.all([
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games g JOIN providers p ON p.id = g.provider_id ${where}`,
      params,
    ),
    db.query<GameRow>(
      `${GAME_SELECT} ${where} ORDER BY ${order}, g.id LIMIT ${Number(qs.limit)} OFFSET ${(Number(qs.pageNo) - 1) * Number(qs.limit)}`,
      params,
    ),
  ]);
  return { count: count[0]?.n ?? 0, rows };
}
