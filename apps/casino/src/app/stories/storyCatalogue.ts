// Story-only: a small game catalogue answered the way the reference back end answers it (spec 7):
// categories with their first games, the filtered and paged game list, providers, one game,
// favourites and recent games. The list applies the back end's own filter rules (game-list.ts),
// so a story's search or filter shows what the real lobby would.
import type { CatalogueListGame, CatalogueProvider } from '@casino/api-client';
import { type StoryAnswers, storyJson } from './storyBackEnd.ts';

const providerNames = [
  'Aurora Gaming',
  'Northern Reels',
  'Playline',
  'Velvet Studios',
  'Blue Comet',
  'Évora Live',
] as const;

const gameNames = [
  'Book of Gold',
  'Lucky Sevens',
  'Crash Rocket',
  'Fruit Party',
  'Mega Roulette',
  'Blackjack VIP',
  'Sweet Candy',
  'Dragon Tiger',
  'Wild Safari',
  'Diamond Rush',
  'Pirate Bay',
  'Neon Nights',
  'Golden Pharaoh',
  'Lightning Baccarat',
  'Viking Raid',
  'Cosmic Spins',
  'Café Fortune',
  'Jungle Gems',
  'Speed Roulette',
  'Arctic Wolves',
  'Samurai Steel',
  'Poker Royale',
  'Moon Princess Reels',
  'Lava Lines',
  'Treasure Trail',
  'Starlight Wilds',
  'Coin Cascade',
  'Atlantis Deep',
  'Mystic Forest',
  'Thunder Bulls',
  'Sakura Ways',
  'Retro Reels',
] as const;

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const isLive = (name: string) => /Roulette|Blackjack|Baccarat|Dragon Tiger|Poker/.test(name);

/** Every value fixed (no clock, no random): the same catalogue in every run and screenshot. */
export const storyGames: CatalogueListGame[] = gameNames.map((name, index) => {
  const id = index + 1;
  const live = isLive(name);
  // Live games come from the live studio, the rest from the slot studios in turn.
  const providerIndex = live ? providerNames.length - 1 : index % (providerNames.length - 1);
  const providerName = providerNames[providerIndex] as string;
  const month = String((index % 12) + 1).padStart(2, '0');
  return {
    id,
    slug: slugOf(name),
    name,
    providerId: providerIndex + 1,
    providerName,
    providerSlug: slugOf(providerName),
    category: live ? 'live' : 'slots',
    tags: [...(index % 3 === 0 ? ['popular'] : []), ...(index >= 24 ? ['new'] : [])],
    returnToPlayer: 94 + ((index * 37) % 40) / 10,
    maxMultiplier: live ? 500 : ([1000, 2500, 5000, 10000][index % 4] ?? 1000),
    minBet: [0.1, 0.2, 0.25, 0.5, 1][index % 5] ?? 0.1,
    maxBet: [50, 100, 200, 500][index % 4] ?? 100,
    sort: id,
    releaseDate: `${index >= 24 ? 2026 : 2024}-${month}-15`,
    hasDemo: !live && index % 5 !== 4,
    bonusEligible: !live,
    restrictedCountries: [],
    thumbnailUrl: `/api/games/thumbnail/${id}.svg`,
  };
});

export const storyProviders: CatalogueProvider[] = providerNames.map((name, index) => ({
  id: index + 1,
  slug: slugOf(name),
  name,
  gamesCount: storyGames.filter((game) => game.providerId === index + 1).length,
  logoUrl: `/api/games/providers/logo/${slugOf(name)}.svg`,
}));

/** Case- and accent-insensitive, like the back end's casino_fold. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const orders: Record<string, (a: CatalogueListGame, b: CatalogueListGame) => number> = {
  sort: (a, b) => a.sort - b.sort,
  name: (a, b) => a.name.localeCompare(b.name),
  releaseDate: (a, b) => b.releaseDate.localeCompare(a.releaseDate),
  rtp: (a, b) => b.returnToPlayer - a.returnToPlayer,
};

/** GET /api/games: the back end's filters (game-list.ts), its order (ties by id) and its paging. */
export function listStoryGames(games: readonly CatalogueListGame[], query: URLSearchParams) {
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const category = query.get('category');
  const slugs = [...query.getAll('provider'), ...query.getAll('providers')];
  const search = fold(query.get('search')?.trim() ?? '');
  const [rtpMin, rtpMax, multiplier, minBet, maxBet] = [
    'rtpMin',
    'rtpMax',
    'maxMultiplierMin',
    'minBet',
    'maxBet',
  ].map(number);
  const from = query.get('releasedFrom');
  const to = query.get('releasedTo');
  const matching = games.filter(
    (game) =>
      (!category ||
        (category === 'slots' || category === 'live'
          ? game.category === category
          : game.tags.includes(category))) &&
      (!slugs.length || slugs.includes(game.providerSlug)) &&
      (!search || fold(game.name).includes(search) || fold(game.providerName).includes(search)) &&
      (rtpMin === undefined || game.returnToPlayer >= rtpMin) &&
      (rtpMax === undefined || game.returnToPlayer <= rtpMax) &&
      (multiplier === undefined || game.maxMultiplier >= multiplier) &&
      (minBet === undefined || game.minBet <= minBet) &&
      (maxBet === undefined || game.maxBet >= maxBet) &&
      (!from || game.releaseDate >= from) &&
      (!to || game.releaseDate <= to),
  );
  const order = orders[query.get('sort') ?? 'sort'] ?? orders.sort;
  const sorted = [...matching].sort((a, b) => order?.(a, b) || a.id - b.id);
  const limit = number('limit') ?? 50;
  const page = number('pageNo') ?? 1;
  return { count: sorted.length, rows: sorted.slice((page - 1) * limit, page * limit) };
}

const byIds = (ids: readonly number[]) => {
  const rows = ids.flatMap((id) => storyGames.filter((game) => game.id === id));
  return { count: rows.length, rows };
};

/** The lobby's top categories, in the back end's order, each with its first games. */
const categoryDefinitions = [
  { id: 1, slug: 'popular', name: 'Popular' },
  { id: 2, slug: 'slots', name: 'Slots' },
  { id: 3, slug: 'live', name: 'Live Casino' },
  { id: 4, slug: 'new', name: 'New' },
];

export interface CatalogueOptions {
  /** The games the catalogue holds. @default storyGames */
  games?: readonly CatalogueListGame[];
  /** The player's favourite game ids, newest first. */
  favourites?: readonly number[];
  /** The player's recently played game ids, latest first. */
  recent?: readonly number[];
}

/** The catalogue's answers, for a story's `answers` (a story replaces any of them to fail or wait). */
export function catalogueAnswers({
  games = storyGames,
  favourites = [],
  recent = [],
}: CatalogueOptions = {}): StoryAnswers {
  const answers: Record<string, StoryAnswers[string]> = {
    'GET /api/admin/get-full-category-list': ({ url }) => {
      const perCategory = Number(url.searchParams.get('gamesPerCategory') ?? 12);
      return storyJson({
        data: {
          topCategoryList: categoryDefinitions.map((category, index) => {
            const list = listStoryGames(games, new URLSearchParams({ category: category.slug }));
            return {
              ...category,
              sort: index + 1,
              gamesCount: list.count,
              games: list.rows.slice(0, perCategory),
            };
          }),
        },
      });
    },
    'GET /api/games': ({ url }) => storyJson({ data: { games: listStoryGames(games, url.searchParams) } }),
    'GET /api/games/providers': () => storyJson({ data: { providers: storyProviders } }),
    'GET /api/user/favourites': () => storyJson({ data: { games: byIds(favourites) } }),
    'GET /api/user/recent-games': () => storyJson({ data: { games: byIds(recent) } }),
    'POST /api/user/favourites': () => storyJson({ data: { success: true, message: 'Added' } }),
  };
  for (const game of games) {
    answers[`GET /api/games/${game.slug}`] = () => storyJson({ data: { game } });
    answers[`DELETE /api/user/favourites/${game.id}`] = () =>
      storyJson({ data: { success: true, message: 'Removed' } });
  }
  return answers;
}
