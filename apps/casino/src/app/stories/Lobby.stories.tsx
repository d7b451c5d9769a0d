// The lobby (issue 13) as players reach it, in every brand: /casino with its category rows, search
// and filters, a category's full grid, the providers and a provider's games, a game's page and the
// favourites, each the real page against the story back end's catalogue, in every state it has.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { playPath } from '../../core/games/gameLinks.ts';
import { PageStoryFrame } from './PageStoryFrame.tsx';
import {
  backToTop,
  inDocument as body,
  footSettled,
  pageArrives as found,
  mobileViewport as mobile,
} from './pageStoryKit.ts';
import { storyNeverAnswers, storyPlayer, storyRefusal } from './storyBackEnd.ts';
import { catalogueAnswers, storyGames, storyProviders } from './storyCatalogue.ts';

const meta = {
  title: 'App/Lobby/Pages',
  component: PageStoryFrame,
  args: { page: 'casino', player: null, answers: catalogueAnswers() },
  parameters: { layout: 'fullscreen' },
  // The lobby's and a game page's foot (the top-wins table) loads when scrolled near: settled
  // before a story counts as finished, so its screenshot never depends on the timing.
  afterEach: [footSettled, backToTop],
} satisfies Meta<typeof PageStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const categoriesFailed = fn(storyRefusal(500, 'INTERNAL_ERROR', 'Internal error'));
const listFailed = fn(storyRefusal(500, 'INTERNAL_ERROR', 'Internal error'));
const providersFailed = fn(storyRefusal(500, 'INTERNAL_ERROR', 'Internal error'));

/** The rows of a guest's lobby: popular, slots, live and new, each with "See all". */
export const Lobby: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Casino' }, found)).toBeVisible();
    const popular = await canvas.findByTestId('lobby-row-category-popular', undefined, found);
    await expect(popular).toHaveTextContent('Book of Gold');
    await expect(canvas.getByTestId('lobby-row-category-live')).toHaveTextContent('Mega Roulette');
    await expect(canvas.getByRole('link', { name: /See all\W+Slots/ })).toBeVisible();
    await expect(canvas.queryByTestId('lobby-row-recent')).toBeNull();
  },
};

/** A player's lobby leads with the games they played last. */
export const PlayerWithRecentlyPlayed: Story = {
  args: { player: storyPlayer, answers: catalogueAnswers({ recent: [3, 14, 7], favourites: [3] }) },
  play: async ({ canvasElement }) => {
    const recent = await within(canvasElement).findByTestId('lobby-row-recent', undefined, found);
    await expect(recent).toHaveTextContent('Recently played');
    // Latest first, as the back end orders them.
    await expect(recent).toHaveTextContent(/Crash Rocket.*Lightning Baccarat.*Sweet Candy/);
  },
};

/** Until the categories arrive their rows' space is held by skeleton cards (no layout shift). */
export const CategoriesLoading: Story = {
  args: { answers: { ...catalogueAnswers(), 'GET /api/admin/get-full-category-list': storyNeverAnswers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Casino' }, found);
    await expect(canvas.queryByTestId('lobby-row-category-popular')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search games and providers' })).toBeVisible();
  },
};

/** spec 7: a failed category list is a clear state with a retry; search still works. */
export const CategoriesFailed: Story = {
  args: { answers: { ...catalogueAnswers(), 'GET /api/admin/get-full-category-list': categoriesFailed } },
  play: async ({ canvasElement }) => {
    const failed = await within(canvasElement).findByTestId('lobby-categories-failed', undefined, found);
    await expect(within(failed).getByRole('alert')).toHaveTextContent(
      'The game categories could not be loaded',
    );
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(categoriesFailed).toHaveBeenCalledTimes(2));
  },
};

/** Typing searches at once, case- and accent-insensitively ("cafe" finds "Café Fortune"). */
export const SearchWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: 'Search games and providers' }, found),
      'CAFE',
    );
    const results = await canvas.findByRole('list', { name: 'Games matching “CAFE”' }, found);
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(1));
    await expect(results).toHaveTextContent('Café Fortune');
  },
};

/** A search by provider name lists that provider's games. */
export const SearchByProvider: Story = {
  args: { search: '?q=evora' },
  play: async ({ canvasElement }) => {
    const results = await within(canvasElement).findByRole('list', { name: 'Games matching “evora”' }, found);
    const live = storyGames.filter((game) => game.providerSlug === 'evora-live');
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(live.length));
  },
};

/** Nothing matches: the empty state says so, offers to clear, and suggests popular games. */
export const NoResults: Story = {
  args: { search: '?q=zebra' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No games found' }, found)).toBeVisible();
    await expect(await canvas.findByTestId('lobby-popular-suggestions', undefined, found)).toHaveTextContent(
      'Book of Gold',
    );
    await expect(canvas.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
  },
};

/** Filters from the address: a provider and a minimum RTP, as chips that remove themselves. */
export const Filtered: Story = {
  args: { search: '?provider=aurora-gaming&rtpMin=96&sort=rtp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = await canvas.findByTestId('lobby-active-filters', undefined, found);
    await waitFor(() => expect(chips).toHaveTextContent('Aurora Gaming'));
    await expect(chips).toHaveTextContent('RTP ≥ 96%');
    const expected = storyGames.filter(
      (game) => game.providerSlug === 'aurora-gaming' && game.returnToPlayer >= 96,
    );
    const results = await canvas.findByRole('list', { name: 'All games' }, found);
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(expected.length));
  },
};

/** On a phone the filters open in a drawer; a provider is picked there. */
export const FiltersDrawerMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('lobby-filters-toggle', undefined, found));
    // The sheet's code loads when the drawer first opens: the same allowance as the page's.
    const drawer = await body().findByRole('dialog', { name: 'Filters' }, found);
    const provider = await within(drawer).findByRole(
      'checkbox',
      { name: `Northern Reels (${storyProviders[1]?.gamesCount})` },
      found,
    );
    await userEvent.click(provider);
    await waitFor(() =>
      expect(within(drawer).getByRole('checkbox', { name: /Northern Reels/ })).toBeChecked(),
    );
  },
};

/** The game list failed: the reason and a retry in place of the grid. */
export const ResultsFailed: Story = {
  args: { search: '?q=gold', answers: { ...catalogueAnswers(), 'GET /api/games': listFailed } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, found);
    await expect(alert).toHaveTextContent('The games could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listFailed).toHaveBeenCalledTimes(2));
  },
};

/** While the list loads the grid shows skeleton cards. */
export const ResultsLoading: Story = {
  args: { search: '?q=gold', answers: { ...catalogueAnswers(), 'GET /api/games': storyNeverAnswers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('searchbox', { name: 'Search games and providers' }, found);
    // The search's first answer is slow: the grid's skeleton cards show (after a moment, in place
    // of the lobby's rows) and the count waits.
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-part="game-grid"][data-state="loading"]')).toBeVisible(),
      found,
    );
    await expect(canvas.getByTestId('lobby-result-count')).not.toHaveAttribute('data-search');
    await expect(canvas.queryByText('Book of Gold')).toBeNull();
  },
};

export const LobbyMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByTestId('lobby-row-category-popular', undefined, found),
    ).toBeVisible();
  },
};

/** /casino/slots: the category's full grid, searchable and filterable. */
export const SlotsPage: Story = {
  args: { page: 'slots' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Slots' }, found)).toBeVisible();
    const grid = await canvas.findByRole('list', { name: 'Slots' }, found);
    await expect(await within(grid).findByText('Book of Gold', undefined, found)).toBeVisible();
    await expect(within(grid).queryByText('Mega Roulette')).toBeNull();
  },
};

export const LiveCasinoPage: Story = {
  args: { page: 'liveCasino' },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: 'Live casino' }, found);
    await expect(await within(grid).findByText('Mega Roulette', undefined, found)).toBeVisible();
  },
};

export const PopularPageMobile: Story = {
  args: { page: 'popular' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: 'Popular games' }, found);
    await expect(await within(grid).findByText('Book of Gold', undefined, found)).toBeVisible();
  },
};

/** A category with no games at all: the empty state without "clear" (the player narrowed nothing). */
export const CategoryEmpty: Story = {
  args: {
    page: 'liveCasino',
    answers: catalogueAnswers({ games: storyGames.filter((g) => g.category === 'slots') }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No games found' }, found)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
  },
};

/** /providers: every provider with its logo and game count, each leading to its games. */
export const Providers: Story = {
  args: { page: 'providers' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByTestId('provider-list', undefined, found);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(storyProviders.length));
    await expect(within(list).getByRole('link', { name: /Évora Live/ })).toHaveAttribute(
      'href',
      expect.stringContaining('provider=evora-live'),
    );
  },
};

export const ProvidersFailed: Story = {
  args: {
    page: 'providers',
    answers: { ...catalogueAnswers(), 'GET /api/games/providers': providersFailed },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, found);
    await expect(alert).toHaveTextContent('The providers could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(providersFailed).toHaveBeenCalledTimes(2));
  },
};

/** A provider's page: its games with the lobby's search, filters and sort (no provider filter). */
export const ProviderGames: Story = {
  args: { page: 'providers', search: '?provider=northern-reels' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Northern Reels' }, found),
    ).toBeVisible();
    const grid = await canvas.findByRole('list', { name: 'Northern Reels: games' }, found);
    await waitFor(() =>
      expect(within(grid).getAllByRole('listitem')).toHaveLength(storyProviders[1]?.gamesCount ?? 0),
    );
    await expect(canvas.getByRole('link', { name: 'All providers' })).toBeVisible();
  },
};

const bookOfGold = storyGames[0]?.slug ?? '';

/** /casino/games/{game} for a player: details, Play and Demo, the heart, similar games. */
export const GamePage: Story = {
  args: {
    page: 'game',
    params: { game: bookOfGold },
    player: storyPlayer,
    answers: catalogueAnswers({ favourites: [1] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Book of Gold' }, found)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true'),
    );
    const similar = await canvas.findByRole('list', { name: 'Similar games' }, found);
    await waitFor(() => expect(within(similar).getAllByRole('listitem').length).toBeGreaterThan(0));
  },
};

export const GamePageLoading: Story = {
  args: {
    page: 'game',
    params: { game: bookOfGold },
    answers: { ...catalogueAnswers(), [`GET /api/games/${bookOfGold}`]: storyNeverAnswers },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', undefined, found)).toHaveTextContent(
      'Loading the game',
    );
  },
};

const gameFailed = fn(storyRefusal(500, 'INTERNAL_ERROR', 'Internal error'));

export const GamePageFailed: Story = {
  args: {
    page: 'game',
    params: { game: bookOfGold },
    answers: { ...catalogueAnswers(), [`GET /api/games/${bookOfGold}`]: gameFailed },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, found);
    await expect(alert).toHaveTextContent('The game could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(gameFailed).toHaveBeenCalledTimes(2));
  },
};

/** A game the catalogue does not have is the 404 page. */
export const GameNotFound: Story = {
  args: { page: 'game', params: { game: 'no-such-game' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Oops! This page is missing.', undefined, found),
    ).toBeVisible();
  },
};

/** /profile/favorites: the player's favourite games. */
export const Favourites: Story = {
  args: { page: 'favorites', player: storyPlayer, answers: catalogueAnswers({ favourites: [7, 1, 14] }) },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: 'Favourite games' }, found);
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(3));
    await expect(grid).toHaveTextContent(/Sweet Candy.*Book of Gold.*Lightning Baccarat/);
  },
};

export const FavouritesEmpty: Story = {
  args: { page: 'favorites', player: storyPlayer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Browse games' }, found)).toBeVisible();
  },
};

const favouritesFailed = fn(storyRefusal(500, 'INTERNAL_ERROR', 'Internal error'));

export const FavouritesFailed: Story = {
  args: {
    page: 'favorites',
    player: storyPlayer,
    answers: { ...catalogueAnswers(), 'GET /api/user/favourites': favouritesFailed },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, found);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(favouritesFailed).toHaveBeenCalledTimes(2));
  },
};

/** /play/{game}: the launch call under way, the slim top bar with the player's balance above. */
export const PlayLaunching: Story = {
  args: {
    page: 'play',
    address: (routes) => playPath(routes, bookOfGold, false),
    player: storyPlayer,
    answers: { ...catalogueAnswers(), 'POST /api/user/game-launch': storyNeverAnswers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(await canvas.findByTestId('play-page', undefined, found));
    await expect(page.getByRole('toolbar')).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent('Starting the game');
  },
};

/** spec 8: the launch refused for the player's country, worded over the game with a way back. */
export const PlayRefusedInCountry: Story = {
  args: {
    page: 'play',
    address: (routes) => playPath(routes, bookOfGold, false),
    player: storyPlayer,
    answers: {
      ...catalogueAnswers(),
      'POST /api/user/game-launch': storyRefusal(422, 'GAME_COUNTRY_RESTRICTED', 'Game restricted'),
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, found);
    await expect(alert).toHaveTextContent('This game is not available in your country.');
  },
};

/** spec 8 'demo not available': a guest's demo launch refused. */
export const PlayDemoUnavailable: Story = {
  args: {
    page: 'play',
    address: (routes) => playPath(routes, bookOfGold, true),
    answers: {
      ...catalogueAnswers(),
      'POST /api/user/game-launch': storyRefusal(422, 'DEMO_NOT_AVAILABLE', 'Demo not available'),
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, found);
    await expect(alert).toHaveTextContent('Demo is not available for this game.');
  },
};
