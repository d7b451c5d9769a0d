// The lobby's game list answered from memory (issue 13: search, filters, sort and paging at p99
// ≤ 100 ms with 200 clients). The catalogue (3,000 games) changes only when the data is seeded,
// and PGlite runs every query on the server's own thread, so one statement per list request made
// the database the queue every request waited in. The server now reads the catalogue once per
// seed: the rows, each game's and provider's folded name (the generated `search_name` columns,
// so casino_fold stays the one definition of "ignore case and accents"), and each sort order as
// the database's index walk gives it (ORDER BY ..., id: the database's collation decides A–Z).
// A request is one pass over the order it asks for. test/game-list.test.ts holds the answers to
// the SQL statement they replace, query for query.
import type { Ctx } from './context.ts';
import type { Queryable } from './db.ts';
import { GAME_SELECT, type GameRow, gameView } from './views.ts';

export const GAME_SORTS = ['sort', 'name', 'releaseDate', 'rtp'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** What GET /api/games asks (its querystring, validated by gameListQuerySchema). */
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

/** Each sort order as SQL: the catalogue takes its orders from these, walked through their indexes. */
export const GAME_ORDER_SQL: Record<GameSort, string> = {
  sort: 'g.sort DESC',
  name: 'g.name ASC',
  releaseDate: 'g.release_date DESC',
  rtp: 'g.rtp DESC',
};

type GameView = ReturnType<typeof gameView>;

/**
 * A game as the filters read it: the compared fields copied out of the database row into one
 * object shape of our own (rows come with every column; a fixed shape keeps the pass fast).
 */
interface Entry {
  category: string;
  tags: string[];
  providerSlug: string;
  rtp: number;
  maxMultiplier: number;
  minBet: number;
  maxBet: number;
  releaseDate: string;
  foldedName: string;
  foldedProvider: string;
  /** The answer's shape, built once. */
  view: GameView;
}

// A search term's fold: plain ASCII folds the same in JavaScript as in casino_fold (lower case;
// translate only touches accented letters). Anything else asks the database once and is kept.
const asciiOnly = /^[\x20-\x7e]*$/;
const foldMemoLimit = 10_000;

export class Catalogue {
  private readonly foldMemo = new Map<string, string>();

  private constructor(
    private readonly db: Queryable,
    private readonly orders: Record<GameSort, Entry[]>,
  ) {}

  static async load(db: Queryable): Promise<Catalogue> {
    // g.* carries the game's generated search_name; the provider's comes from its own table.
    const rows = await db.query<GameRow & { search_name: string }>(GAME_SELECT);
    const providers = await db.query<{ id: number; search_name: string }>(
      'SELECT id, search_name FROM providers',
    );
    const providerFold = new Map(providers.map((provider) => [provider.id, provider.search_name]));
    const byId = new Map<number, Entry>();
    for (const { search_name, ...row } of rows)
      byId.set(row.id, {
        category: row.category,
        tags: row.tags,
        providerSlug: row.provider_slug,
        rtp: row.rtp,
        maxMultiplier: row.max_multiplier,
        minBet: row.min_bet,
        maxBet: row.max_bet,
        releaseDate: row.release_date,
        foldedName: search_name,
        foldedProvider: providerFold.get(row.provider_id) ?? '',
        view: gameView(row),
      });
    const orders = {} as Record<GameSort, Entry[]>;
    for (const sort of GAME_SORTS) {
      const ids = await db.query<{ id: number }>(
        `SELECT g.id FROM games g ORDER BY ${GAME_ORDER_SQL[sort]}, g.id`,
      );
      orders[sort] = ids.map(({ id }) => byId.get(id) as Entry);
    }
    return new Catalogue(db, orders);
  }

  /** One page of the filtered, sorted list and the filtered list's size. */
  async list(query: GameListQuery): Promise<{ count: number; rows: GameView[] }> {
    const search = query.search?.trim();
    const matches = this.filter(query, search ? await this.fold(search) : undefined);
    const start = (query.pageNo - 1) * query.limit;
    const end = start + query.limit;
    const rows: GameView[] = [];
    let count = 0;
    for (const entry of this.orders[query.sort] ?? this.orders.sort) {
      if (!matches(entry)) continue;
      if (count >= start && count < end) rows.push(entry.view);
      count += 1;
    }
    return { count, rows };
  }

  /**
   * The query's filters as one test per game. One function with every condition written out (an
   * unset filter passes at its first check) rather than a list of small tests: it runs 3,000 times
   * a request, and one call per game is several times faster than one per filter.
   */
  private filter(query: GameListQuery, search: string | undefined): (entry: Entry) => boolean {
    const { category, rtpMin, rtpMax, maxMultiplierMin, minBet, maxBet, releasedFrom, releasedTo } = query;
    const byKind = category === 'slots' || category === 'live' ? category : undefined;
    const byTag = byKind ? undefined : category || undefined;
    const slugs = [...(query.provider ? [query.provider] : []), ...(query.providers ?? [])];
    const providers = slugs.length ? new Set(slugs) : undefined;
    const from = releasedFrom || undefined;
    const to = releasedTo || undefined;
    return (game) =>
      (byKind === undefined || game.category === byKind) &&
      (byTag === undefined || game.tags.includes(byTag)) &&
      (providers === undefined || providers.has(game.providerSlug)) &&
      (rtpMin === undefined || game.rtp >= rtpMin) &&
      (rtpMax === undefined || game.rtp <= rtpMax) &&
      (maxMultiplierMin === undefined || game.maxMultiplier >= maxMultiplierMin) &&
      (minBet === undefined || game.minBet <= minBet) &&
      (maxBet === undefined || game.maxBet >= maxBet) &&
      (from === undefined || game.releaseDate >= from) &&
      (to === undefined || game.releaseDate <= to) &&
      (search === undefined || game.foldedName.includes(search) || game.foldedProvider.includes(search));
  }

  private async fold(text: string): Promise<string> {
    if (asciiOnly.test(text)) return text.toLowerCase();
    const known = this.foldMemo.get(text);
    if (known !== undefined) return known;
    const rows = await this.db.query<{ folded: string }>('SELECT casino_fold($1) AS folded', [text]);
    const folded = rows[0]?.folded ?? text;
    if (this.foldMemo.size >= foldMemoLimit) this.foldMemo.clear();
    this.foldMemo.set(text, folded);
    return folded;
  }
}

const catalogueKey = 'catalogue';

/** The server's catalogue: read on first use after every seed (ctx.cache is cleared on reseed). */
export function catalogue(ctx: Ctx): Promise<Catalogue> {
  let loading = ctx.cache.get(catalogueKey) as Promise<Catalogue> | undefined;
  if (!loading) {
    loading = Catalogue.load(ctx.db);
    ctx.cache.set(catalogueKey, loading);
    // A failed read is not kept: the next request tries again.
    loading.catch(() => {
      if (ctx.cache.get(catalogueKey) === loading) ctx.cache.delete(catalogueKey);
    });
  }
  return loading;
}
