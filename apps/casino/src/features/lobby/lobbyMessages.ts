// Every word of the lobby (issue 13). Ids start with `lobby.`.
import { defineMessage, defineMessages } from 'react-intl';

export const lobbyMessages = defineMessages({
  casinoTitle: { id: 'lobby.casino.title', defaultMessage: 'Casino' },
  slotsTitle: { id: 'lobby.slots.title', defaultMessage: 'Slots' },
  liveTitle: { id: 'lobby.live.title', defaultMessage: 'Live casino' },
  popularTitle: { id: 'lobby.popular.title', defaultMessage: 'Popular games' },
  newTitle: { id: 'lobby.new.title', defaultMessage: 'New games' },
  allGames: { id: 'lobby.allGames', defaultMessage: 'All games' },
  categories: { id: 'lobby.categories', defaultMessage: 'Game categories' },
  favourites: { id: 'lobby.favourites', defaultMessage: 'Favourite games' },
  seeAll: { id: 'lobby.seeAll', defaultMessage: 'See all' },
  recentlyPlayed: { id: 'lobby.recentlyPlayed', defaultMessage: 'Recently played' },
  categoriesFailed: {
    id: 'lobby.categoriesFailed',
    defaultMessage: 'The game categories could not be loaded. Search and the full game list still work.',
  },
  searchLabel: { id: 'lobby.search.label', defaultMessage: 'Search games and providers' },
  searchPlaceholder: { id: 'lobby.search.placeholder', defaultMessage: 'Game or provider name' },
  results: defineMessage<{ count: number }>({
    id: 'lobby.results',
    defaultMessage: '{count, plural, =0 {No games} one {# game} other {# games}}',
  }),
  resultsFor: defineMessage<{ search: string }>({
    id: 'lobby.resultsFor',
    defaultMessage: 'Games matching “{search}”',
  }),
  noResultsTitle: { id: 'lobby.noResults.title', defaultMessage: 'No games found' },
  noResultsBody: {
    id: 'lobby.noResults.body',
    defaultMessage: 'Try another name or fewer filters. Or start with one of the popular games below.',
  },
  clearAll: { id: 'lobby.clearAll', defaultMessage: 'Clear search and filters' },
  popularSuggestions: { id: 'lobby.popularSuggestions', defaultMessage: 'Popular right now' },
  listFailed: { id: 'lobby.listFailed', defaultMessage: 'The games could not be loaded.' },
  filters: { id: 'lobby.filters', defaultMessage: 'Filters' },
  filtersWithCount: defineMessage<{ count: number }>({
    id: 'lobby.filtersWithCount',
    defaultMessage: '{count, plural, =0 {Filters} one {Filters (#)} other {Filters (#)}}',
  }),
  closeFilters: { id: 'lobby.closeFilters', defaultMessage: 'Show games' },
  providers: { id: 'lobby.filter.providers', defaultMessage: 'Providers' },
  providerWithCount: defineMessage<{ name: string; count: number }>({
    id: 'lobby.filter.providerWithCount',
    defaultMessage: '{name} ({count})',
  }),
  rtp: { id: 'lobby.filter.rtp', defaultMessage: 'Return to player' },
  maxMultiplier: { id: 'lobby.filter.maxMultiplier', defaultMessage: 'Max multiplier at least' },
  anyValue: { id: 'lobby.filter.any', defaultMessage: 'Any' },
  multiplierValue: defineMessage<{ value: number }>({
    id: 'lobby.filter.multiplierValue',
    defaultMessage: '{value, number}×',
  }),
  minBet: { id: 'lobby.filter.minBet', defaultMessage: 'Minimum bet up to' },
  maxBet: { id: 'lobby.filter.maxBet', defaultMessage: 'Maximum bet at least' },
  released: { id: 'lobby.filter.released', defaultMessage: 'Release date' },
  releasedFrom: { id: 'lobby.filter.releasedFrom', defaultMessage: 'Released from' },
  releasedTo: { id: 'lobby.filter.releasedTo', defaultMessage: 'Released until' },
  chipRtpMin: defineMessage<{ value: number }>({ id: 'lobby.chip.rtpMin', defaultMessage: 'RTP ≥ {value}%' }),
  chipRtpMax: defineMessage<{ value: number }>({ id: 'lobby.chip.rtpMax', defaultMessage: 'RTP ≤ {value}%' }),
  chipMultiplier: defineMessage<{ value: number }>({
    id: 'lobby.chip.multiplier',
    defaultMessage: 'Max multiplier ≥ {value, number}×',
  }),
  chipMinBet: defineMessage<{ value: number }>({
    id: 'lobby.chip.minBet',
    defaultMessage: 'Min bet ≤ {value, number}',
  }),
  chipMaxBet: defineMessage<{ value: number }>({
    id: 'lobby.chip.maxBet',
    defaultMessage: 'Max bet ≥ {value, number}',
  }),
  chipFrom: defineMessage<{ value: string }>({
    id: 'lobby.chip.from',
    defaultMessage: 'Released from {value}',
  }),
  chipTo: defineMessage<{ value: string }>({ id: 'lobby.chip.to', defaultMessage: 'Released until {value}' }),
  providersTitle: { id: 'lobby.providers.title', defaultMessage: 'Game providers' },
  providerGames: defineMessage<{ count: number }>({
    id: 'lobby.providers.games',
    defaultMessage: '{count, plural, one {# game} other {# games}}',
  }),
  providersFailed: { id: 'lobby.providers.failed', defaultMessage: 'The providers could not be loaded.' },
  allProviders: { id: 'lobby.providers.all', defaultMessage: 'All providers' },
  gamesList: defineMessage<{ title: string }>({ id: 'lobby.gamesList', defaultMessage: '{title}: games' }),
});
