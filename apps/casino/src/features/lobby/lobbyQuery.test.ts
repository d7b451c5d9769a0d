import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  emptyLobbyState,
  isDay,
  isRefined,
  type LobbyState,
  lobbyCategories,
  lobbySorts,
  numericFilters,
  parseLobbyQuery,
  toGamesQuery,
  toLobbyQuery,
} from './lobbyQuery.ts';

const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/);
const within = (bounds: { min: number; max: number }) =>
  fc
    .double({ min: bounds.min, max: bounds.max, noNaN: true, noDefaultInfinity: true })
    .map((n) => (Object.is(n, -0) ? 0 : n));
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Any state the lobby can be in (text the player can type, any valid filter, any sort). */
const lobbyState: fc.Arbitrary<LobbyState> = fc
  .record({
    search: fc.string({ maxLength: 100, unit: 'grapheme' }).map((text) => text.trim()),
    providers: fc.uniqueArray(slug, { maxLength: 6 }),
    category: optional(fc.constantFrom(...lobbyCategories)),
    rtpMin: optional(within(numericFilters.rtpMin)),
    rtpMax: optional(within(numericFilters.rtpMax)),
    maxMultiplierMin: optional(within(numericFilters.maxMultiplierMin)),
    minBet: optional(within(numericFilters.minBet)),
    maxBet: optional(within(numericFilters.maxBet)),
    releasedFrom: optional(day),
    releasedTo: optional(day),
    sort: fc.constantFrom(...lobbySorts),
  })
  // The state never holds a key set to undefined (parse leaves it out), so compare like with like.
  .map(
    (state) =>
      Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined)) as unknown as LobbyState,
  )
  // A search longer than 100 characters is cut by parse; graphemes may be several code units.
  .filter((state) => state.search.length <= 100);

describe('lobby URL state', () => {
  it('any state survives a round trip through the address', () => {
    fc.assert(
      fc.property(lobbyState, (state) => {
        expect(parseLobbyQuery(toLobbyQuery(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves parameters it does not own (an open modal) where they are', () => {
    fc.assert(
      fc.property(lobbyState, fc.constantFrom('login', 'registration', 'deposit'), (state, modal) => {
        const query = toLobbyQuery(state, `?modal=${modal}&q=old&provider=gone`);
        const params = new URLSearchParams(query);
        expect(params.get('modal')).toBe(modal);
        expect(parseLobbyQuery(query)).toEqual(state);
      }),
    );
  });

  it('a canonical address is a fixed point (parse then print changes nothing)', () => {
    fc.assert(
      fc.property(lobbyState, (state) => {
        const query = toLobbyQuery(state);
        expect(toLobbyQuery(parseLobbyQuery(query))).toBe(query);
      }),
    );
  });

  it('the plain lobby has a plain address', () => {
    expect(toLobbyQuery(emptyLobbyState)).toBe('');
    expect(parseLobbyQuery('')).toEqual(emptyLobbyState);
  });

  it('writes readable parameters', () => {
    expect(
      toLobbyQuery({
        ...emptyLobbyState,
        search: 'fruit',
        providers: ['red-play', 'nova-labs'],
        rtpMin: 96,
        sort: 'newest',
      }),
    ).toBe('?q=fruit&provider=red-play&provider=nova-labs&rtpMin=96&sort=newest');
  });

  it('drops what a hand-edited link gets wrong instead of sending it', () => {
    const state = parseLobbyQuery(
      '?rtpMin=101&rtpMax=abc&multiplier=-5&minBet=&sort=random&category=poker&from=2024-02-30&to=tomorrow&provider=Bad%20Slug&provider=ok-slug&provider=ok-slug',
    );
    expect(state).toEqual({ ...emptyLobbyState, providers: ['ok-slug'] });
  });

  it('any address parses to a valid state, whatever its parameters hold', () => {
    const names = fc.constantFrom(
      'q',
      'provider',
      'category',
      'rtpMin',
      'rtpMax',
      'multiplier',
      'minBet',
      'maxBet',
      'from',
      'to',
      'sort',
      'modal',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(names, fc.string({ maxLength: 20 })), { maxLength: 12 }), (pairs) => {
        const state = parseLobbyQuery(new URLSearchParams(pairs));
        expect(lobbySorts).toContain(state.sort);
        for (const key of Object.keys(numericFilters) as (keyof typeof numericFilters)[]) {
          const value = state[key];
          if (value !== undefined) {
            expect(value).toBeGreaterThanOrEqual(numericFilters[key].min);
            expect(value).toBeLessThanOrEqual(numericFilters[key].max);
          }
        }
        if (state.releasedFrom) expect(isDay(state.releasedFrom)).toBe(true);
        expect(parseLobbyQuery(toLobbyQuery(state))).toEqual(state);
      }),
    );
  });
});

describe('lobby state to the game list query', () => {
  it('maps the sorts to the back end and leaves defaults out', () => {
    expect(toGamesQuery(emptyLobbyState)).toEqual({ sort: 'sort' });
    expect(toGamesQuery({ ...emptyLobbyState, sort: 'newest' }).sort).toBe('releaseDate');
    expect(toGamesQuery({ ...emptyLobbyState, sort: 'az' }).sort).toBe('name');
    expect(toGamesQuery({ ...emptyLobbyState, sort: 'rtp' }).sort).toBe('rtp');
  });

  it("a page's own category wins over the address; providers are sent in one order (one cache entry)", () => {
    const state: LobbyState = {
      ...emptyLobbyState,
      category: 'new',
      providers: ['b', 'a'],
      rtpMin: 95,
      search: 'x',
    };
    expect(toGamesQuery(state, { category: 'slots' })).toEqual({
      sort: 'sort',
      category: 'slots',
      providers: ['a', 'b'],
      rtpMin: 95,
      search: 'x',
    });
    expect(state.providers).toEqual(['b', 'a']);
  });

  it('counts filters, not the search or the sort', () => {
    expect(activeFilterCount({ ...emptyLobbyState, search: 'a', sort: 'rtp' })).toBe(0);
    expect(
      activeFilterCount({ ...emptyLobbyState, providers: ['a', 'b'], rtpMin: 90, releasedTo: '2024-01-01' }),
    ).toBe(4);
    expect(isRefined(emptyLobbyState)).toBe(false);
    expect(isRefined({ ...emptyLobbyState, sort: 'az' })).toBe(true);
  });
});
