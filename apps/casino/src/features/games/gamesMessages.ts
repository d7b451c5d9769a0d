// The game page, the play page and the favourites page.
import { defineMessage, defineMessages } from 'react-intl';

export const gamesMessages = defineMessages({
  rtp: { id: 'games.details.rtp', defaultMessage: 'Return to player (RTP)' },
  maxMultiplier: { id: 'games.details.maxMultiplier', defaultMessage: 'Max multiplier' },
  multiplierValue: defineMessage<{ value: string }>({
    id: 'games.details.multiplierValue',
    defaultMessage: '{value}×',
  }),
  minBet: { id: 'games.details.minBet', defaultMessage: 'Min bet' },
  maxBet: { id: 'games.details.maxBet', defaultMessage: 'Max bet' },
  releaseDate: { id: 'games.details.releaseDate', defaultMessage: 'Release date' },
  bonusPlay: { id: 'games.details.bonusPlay', defaultMessage: 'Bonus money' },
  bonusPlayable: { id: 'games.details.bonusPlayable', defaultMessage: 'Can be played with bonus money' },
  bonusNotPlayable: {
    id: 'games.details.bonusNotPlayable',
    defaultMessage: 'Cannot be played with bonus money',
  },
  facts: { id: 'games.details.facts', defaultMessage: 'About this game' },
  play: { id: 'games.play', defaultMessage: 'Play' },
  demo: { id: 'games.demo', defaultMessage: 'Demo' },
  addFavourite: { id: 'games.favourite.add', defaultMessage: 'Add to favourites' },
  removeFavourite: { id: 'games.favourite.remove', defaultMessage: 'Remove from favourites' },
  similar: { id: 'games.similar', defaultMessage: 'Similar games' },
  loadingGame: { id: 'games.loading', defaultMessage: 'Loading the game' },
  loadFailed: { id: 'games.loadFailed', defaultMessage: 'The game could not be loaded.' },
  // The play page
  playBar: { id: 'games.playBar', defaultMessage: 'Game controls' },
  frameTitle: defineMessage<{ game: string }>({ id: 'games.frameTitle', defaultMessage: 'Game: {game}' }),
  demoMode: { id: 'games.demoMode', defaultMessage: 'Demo' },
  balance: { id: 'games.balance', defaultMessage: 'Balance' },
  deposit: { id: 'games.deposit', defaultMessage: 'Deposit' },
  fullScreen: { id: 'games.fullScreen', defaultMessage: 'Full screen' },
  theatreMode: { id: 'games.theatreMode', defaultMessage: 'Theatre mode' },
  exitFullScreen: { id: 'games.exitFullScreen', defaultMessage: 'Exit full screen' },
  launching: { id: 'games.launching', defaultMessage: 'Starting the game' },
  cannotPlay: { id: 'games.cannotPlay', defaultMessage: 'This game cannot be started' },
  spinRefused: { id: 'games.spinRefused', defaultMessage: 'Your bet was not placed' },
  dismiss: { id: 'games.dismiss', defaultMessage: 'OK' },
  backToGame: { id: 'games.backToGame', defaultMessage: 'Back to the game page' },
  // Favourites
  favouritesTitle: { id: 'games.favourites.title', defaultMessage: 'Favourite games' },
  favouritesEmpty: { id: 'games.favourites.empty', defaultMessage: 'No favourites yet' },
  favouritesEmptyText: {
    id: 'games.favourites.emptyText',
    defaultMessage: 'Press the heart on any game to find it here.',
  },
  browseGames: { id: 'games.browse', defaultMessage: 'Browse games' },
});
