// The lobby's game list (issue 13): search, filters, sort and paging. The server answers from
// its in-memory catalogue; these tests hold it to the database: the SQL statement below is what
// the list answered before the catalogue, and any query gets the same page and count from both.
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_ORDER_SQL, GAME_SORTS, type GameListQuery } from '../src/catalogue.ts';
import { isThumbnailRendered, thumbnailSvg, warmLobbyThumbnails } from '../src/routes/game-thumbnail.ts';
import { GAME_SELECT, type GameRow } from '../src/views.ts';
import { makeServer, type TestServer } from './helpers.ts';

/** LIKE's own wildcards in a player's text are literal characters, not patterns. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list as one parameterised SQL statement: the reference the catalogue is held to. */
async function listBySql(db: TestServer['ctx']['db'], qs: GameListQuery) {
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
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM games g JOIN providers p ON p.id = g.provider_id ${where}`,
    params,
  );
  const rows = await db.query<GameRow>(
    `${GAME_SELECT} ${where} ORDER BY ${GAME_ORDER_SQL[qs.sort]}, g.id LIMIT ${qs.limit} OFFSET ${(qs.pageNo - 1) * qs.limit}`,
    params,
  );
  return { count: count[0]?.n ?? 0, ids: rows.map((row) => row.id) };
}

interface Game {
  id: number;
  name: string;
  providerSlug: string;
  providerName: string;
  returnToPlayer: number;
  maxMultiplier: number;
  minBet: number;
  maxBet: number;
  releaseDate: string;
  sort: number;
}

let s: TestServer;
beforeAll(async () => {
  s = await makeServer();
  // A game with accents in its name (the seed has none): accent-insensitive search is tested on it.
  await s.ctx.db.query(
    `INSERT INTO games (id, slug, name, provider_id, category, tags, rtp, max_multiplier, min_bet, max_bet, sort, release_date, color1, color2, symbol)
     VALUES (9001, 'creme-brulee-deluxe', 'Crème Brûlée Déluxe', 1, 'slots', '[]', 96.5, 5000, 0.1, 100, 1, '2024-01-01', '#000', '#fff', '7')`,
  );
}, 120_000);
afterAll(() => s.close());

const list = async (query: Record<string, string | number | string[]>) => {
  const res = await s.call('GET', '/api/games', { query: query as Record<string, string> });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.games as { count: number; rows: Game[] };
};

describe('GET /api/games search', () => {
  it('ignores case and accents in both directions, over game names', async () => {
    for (const search of ['creme brulee', 'CRÈME', 'brûlée dé', 'rEmE bRuL']) {
      const found = await list({ search, limit: 200 });
      expect(
        found.rows.map((g) => g.id),
        search,
      ).toContain(9001);
    }
  });

  it('matches provider names: every game of a provider found by part of its name', async () => {
    const providers = (await s.call('GET', '/api/games/providers')).json().data.providers as {
      slug: string;
      name: string;
      gamesCount: number;
    }[];
    const provider = providers.find((p) => p.name.includes('Fox')) ?? providers[0];
    if (!provider) throw new Error('no providers');
    const word = provider.name.split(' ')[0] as string;
    // The provider's first word in capitals with accents still finds every game of the provider.
    const accented = word.toUpperCase().replace(/E/g, 'É').replace(/O/g, 'Ö').replace(/A/g, 'À');
    const found = await list({ search: accented, limit: 200 });
    const ofProvider = await list({ providers: [provider.slug], limit: 1 });
    expect(found.count).toBeGreaterThanOrEqual(ofProvider.count);
    for (const g of found.rows)
      expect(`${g.name} ${g.providerName}`.toLowerCase()).toContain(word.toLowerCase());
  });

  it("treats LIKE's wildcards as plain characters", async () => {
    expect((await list({ search: '%' })).count).toBe(0);
    expect((await list({ search: '_' })).count).toBe(0);
  });

  it('finds a seeded game by a part of its name', async () => {
    const found = await list({ search: 'eference fru' });
    expect(found.rows.map((g) => g.name)).toContain('Reference Fruits');
  });
});

describe('GET /api/games filters', () => {
  it('several providers, an RTP range, a max multiplier, bets and release dates, all at once', async () => {
    const providers = (await s.call('GET', '/api/games/providers')).json().data.providers as {
      slug: string;
    }[];
    const slugs = providers.slice(0, 3).map((p) => p.slug);
    const query = {
      providers: slugs,
      rtpMin: 95,
      rtpMax: 97.5,
      maxMultiplierMin: 1000,
      minBet: 0.25,
      maxBet: 200,
      releasedFrom: '2023-01-01',
      releasedTo: '2030-12-31',
      limit: 200,
    };
    const found = await list(query);
    expect(found.count).toBeGreaterThan(0);
    expect(found.rows.length).toBe(Math.min(found.count, 200));
    for (const g of found.rows) {
      expect(slugs).toContain(g.providerSlug);
      expect(g.returnToPlayer).toBeGreaterThanOrEqual(95);
      expect(g.returnToPlayer).toBeLessThanOrEqual(97.5);
      expect(g.maxMultiplier).toBeGreaterThanOrEqual(1000);
      expect(g.minBet).toBeLessThanOrEqual(0.25);
      expect(g.maxBet).toBeGreaterThanOrEqual(200);
      expect(g.releaseDate >= '2023-01-01' && g.releaseDate <= '2030-12-31').toBe(true);
    }
    // The count agrees with the database read directly.
    const direct = await s.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games g JOIN providers p ON p.id = g.provider_id
        WHERE p.slug = ANY($1::text[]) AND rtp BETWEEN 95 AND 97.5 AND max_multiplier >= 1000 AND min_bet <= 0.25
          AND max_bet >= 200 AND release_date BETWEEN '2023-01-01' AND '2030-12-31'`,
      [slugs],
    );
    expect(found.count).toBe(direct[0]?.n);
  });

  it('one provider given once is still a list (a single repeated parameter)', async () => {
    const providers = (await s.call('GET', '/api/games/providers')).json().data.providers as {
      slug: string;
      gamesCount: number;
    }[];
    const p = providers[5] as { slug: string; gamesCount: number };
    expect((await s.call('GET', `/api/games?providers=${p.slug}&limit=1`)).json().data.games.count).toBe(
      p.gamesCount,
    );
  });

  it('refuses out-of-range and malformed filters', async () => {
    for (const url of [
      '/api/games?rtpMin=101',
      '/api/games?releasedFrom=yesterday',
      '/api/games?sort=random',
    ])
      expect((await s.call('GET', url)).statusCode, url).toBe(400);
  });
});

describe('GET /api/games sort and paging', () => {
  const sorted = <T>(values: T[], cmp: (a: T, b: T) => number) => [...values].sort(cmp);

  it('popular, A–Z, newest and RTP are each in order', async () => {
    const by = async (sort: string) => (await list({ sort, category: 'slots', limit: 100 })).rows;
    const popular = await by('sort');
    expect(popular.map((g) => g.sort)).toEqual(
      sorted(
        popular.map((g) => g.sort),
        (a, b) => b - a,
      ),
    );
    const az = await by('name');
    // The database's collation decides A–Z (it differs between PGlite and PostgreSQL).
    const byName = await s.ctx.db.query<{ id: number }>(
      "SELECT id FROM games WHERE category = 'slots' ORDER BY name, id LIMIT 100",
    );
    expect(az.map((g) => g.id)).toEqual(byName.map((r) => r.id));
    const newest = await by('releaseDate');
    const dates = newest.map((g) => g.releaseDate);
    expect(dates).toEqual(sorted(dates, (a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const rtp = await by('rtp');
    expect(rtp.map((g) => g.returnToPlayer)).toEqual(
      sorted(
        rtp.map((g) => g.returnToPlayer),
        (a, b) => b - a,
      ),
    );
  });

  it('pages cover the filtered list once each, without gaps or repeats', async () => {
    const query = { category: 'live', sort: 'name' };
    const all = await list({ ...query, limit: 200 });
    const seen: number[] = [];
    for (let pageNo = 1; seen.length < Math.min(all.count, 200); pageNo++) {
      const page = await list({ ...query, limit: 37, pageNo });
      expect(page.count).toBe(all.count);
      if (!page.rows.length) break;
      seen.push(...page.rows.map((g) => g.id));
    }
    expect(seen.slice(0, all.rows.length)).toEqual(all.rows.map((g) => g.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('the sort orders use an index (the plan of a filtered, sorted page)', async () => {
    const plan = await s.ctx.db.query<{ 'QUERY PLAN': string }>(
      'EXPLAIN SELECT g.id FROM games g ORDER BY g.release_date DESC, g.id LIMIT 50',
    );
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/games_release/);
  });
});

describe('GET /api/games answers what the database answers', () => {
  it('any search, filters, sort and page: the same count and the same games in the same order as SQL', async () => {
    const providers = (await s.call('GET', '/api/games/providers')).json().data.providers as {
      slug: string;
    }[];
    const slugs = providers.map((p) => p.slug);
    // Each filter in one query out of four: a few at a time, so a bound's edge still decides what is listed.
    const optional = <T>(arb: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });
    // Searches from the catalogue's own words, cut anywhere, in any case, with accents and wildcards.
    const search = fc.oneof(
      fc.constantFrom(
        'a',
        'mega',
        'fruit',
        'ré',
        'FÓX',
        'crème',
        'Ł',
        'æ',
        '%',
        '_',
        ' gold ',
        'ß',
        'ĳ',
        'Ж',
      ),
      fc.string({ maxLength: 3 }),
    );
    // Bounds equal to a game's own value half the time: the edges (>= against >) are where a filter goes wrong.
    const values = async (column: string) =>
      (await s.ctx.db.query<{ v: never }>(`SELECT DISTINCT ${column} AS v FROM games ORDER BY 1`)).map(
        (r) => r.v,
      );
    const seen = {
      rtps: await values('rtp'),
      multipliers: await values('max_multiplier'),
      minBets: await values('min_bet'),
      maxBets: await values('max_bet'),
      days: await values('release_date'),
    };
    const rtp = fc.oneof(
      fc.constantFrom(...seen.rtps),
      fc.integer({ min: 9000, max: 10000 }).map((n) => n / 100),
    );
    const anyDay = fc
      .date({ min: new Date('2015-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const day = fc.oneof(fc.constantFrom(...seen.days), anyDay);
    const queries = fc.record({
      category: optional(fc.constantFrom('slots', 'live', 'popular', 'new')),
      provider: optional(fc.constantFrom(...slugs)),
      providers: optional(fc.subarray(slugs, { maxLength: 4 })),
      search: optional(search),
      rtpMin: optional(rtp),
      rtpMax: optional(rtp),
      maxMultiplierMin: optional(
        fc.oneof(fc.constantFrom(...seen.multipliers), fc.integer({ max: 20_000, min: 0 })),
      ),
      minBet: optional(fc.oneof(fc.constantFrom(...seen.minBets), fc.constantFrom(0.01, 0.3, 2))),
      maxBet: optional(fc.oneof(fc.constantFrom(...seen.maxBets), fc.constantFrom(10, 300, 5000))),
      releasedFrom: optional(day),
      releasedTo: optional(day),
      sort: fc.constantFrom(...GAME_SORTS),
      pageNo: fc.integer({ min: 1, max: 4 }),
      limit: fc.integer({ min: 1, max: 60 }),
    });
    await fc.assert(
      fc.asyncProperty(queries, async (qs) => {
        const query: Record<string, string | string[]> = {};
        for (const [key, value] of Object.entries(qs))
          if (value !== undefined) query[key] = Array.isArray(value) ? value : String(value);
        // An empty providers list is no parameter at all in a URL.
        if (Array.isArray(query.providers) && query.providers.length === 0) delete query.providers;
        const res = await s.call('GET', '/api/games', { query: query as Record<string, string> });
        expect(res.statusCode, res.body).toBe(200);
        const answer = res.json().data.games as { count: number; rows: { id: number }[] };
        const expected = await listBySql(s.ctx.db, {
          ...qs,
          providers: qs.providers?.length ? qs.providers : undefined,
        });
        expect({ count: answer.count, ids: answer.rows.map((g) => g.id) }).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});

describe('GET /api/games/providers', () => {
  it('every provider with its game count (the counts add up to the catalogue) and a logo', async () => {
    const providers = (await s.call('GET', '/api/games/providers')).json().data.providers as {
      gamesCount: number;
      logoUrl: string;
    }[];
    expect(providers.length).toBe(40);
    const total = (await s.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games'))[0]?.n;
    expect(providers.reduce((sum, p) => sum + p.gamesCount, 0)).toBe(total);
    const logo = await s.call('GET', (providers[0] as { logoUrl: string }).logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toMatch(/^<svg/);
  });
});

describe('GET /api/games/thumbnail', () => {
  it("a game's listed thumbnail is a 300×400 WebP, the same bytes on every request; an unknown game is 404", async () => {
    const game = (await list({ search: 'Reference Fruits', limit: 1 })).rows[0] as unknown as {
      thumbnailUrl: string;
    };
    expect(game.thumbnailUrl).toMatch(/^\/api\/games\/thumbnail\/\d+\.webp$/);
    const first = await s.call('GET', game.thumbnailUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('max-age=86400');
    const bytes = first.rawPayload;
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect((await s.call('GET', game.thumbnailUrl)).rawPayload.equals(bytes)).toBe(true);
    expect((await s.call('GET', '/api/games/thumbnail/999999.webp')).statusCode).toBe(404);
    expect((await s.call('GET', '/api/games/thumbnail/7.svg')).statusCode).toBe(400);
  });
});

describe('the lobby thumbnails warm-up', () => {
  type Art = { id: number; name: string; color1: string; color2: string; symbol: string };
  const art = (where: string, limit: number) =>
    s.ctx.db.query<Art>(
      `SELECT id, name, color1, color2, symbol FROM games WHERE ${where} ORDER BY sort DESC, id LIMIT ${limit}`,
    );

  it("renders each category row's first games before anyone asks, and nothing once stopped", async () => {
    const stopped = new AbortController();
    stopped.abort();
    await warmLobbyThumbnails(s.ctx, 3, stopped.signal);
    const liveRow = await art("category = 'live'", 3);
    expect(liveRow.map((game) => isThumbnailRendered(thumbnailSvg(game)))).toEqual([false, false, false]);

    await warmLobbyThumbnails(s.ctx, 3, new AbortController().signal);
    for (const where of ["category = 'slots'", "category = 'live'", "tags ? 'popular'"])
      for (const game of await art(where, 3))
        expect(isThumbnailRendered(thumbnailSvg(game)), where).toBe(true);
    // The fourth game of a row is left for its request.
    const [fourth] = await art("category = 'live'", 4).then((rows) => rows.slice(3));
    expect(isThumbnailRendered(thumbnailSvg(fourth as Art))).toBe(false);
  });
});
