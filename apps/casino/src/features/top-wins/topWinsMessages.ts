import { defineMessage, defineMessages } from 'react-intl';

export const topWinsMessages = defineMessages({
  title: { id: 'topWins.title', defaultMessage: 'Top wins' },
  tabMy: { id: 'topWins.tab.my', defaultMessage: 'My Wins' },
  tabAll: { id: 'topWins.tab.all', defaultMessage: 'All Wins' },
  tabHighRollers: { id: 'topWins.tab.highRollers', defaultMessage: 'High Rollers' },
  tabMultiplier: { id: 'topWins.tab.multiplier', defaultMessage: 'Multiplier Madness' },
  player: { id: 'topWins.column.player', defaultMessage: 'Player' },
  game: { id: 'topWins.column.game', defaultMessage: 'Game' },
  bet: { id: 'topWins.column.bet', defaultMessage: 'Bet' },
  multiplier: { id: 'topWins.column.multiplier', defaultMessage: 'Multiplier' },
  payout: { id: 'topWins.column.payout', defaultMessage: 'Payout' },
  multiplierValue: defineMessage<{ multiplier: string }>({
    id: 'topWins.multiplierValue',
    defaultMessage: '{multiplier}×',
  }),
  empty: { id: 'topWins.empty', defaultMessage: 'No bets here yet.' },
  paused: { id: 'topWins.paused', defaultMessage: 'Paused while you look' },
  ghostOn: {
    id: 'topWins.ghostOn',
    defaultMessage: 'Ghost mode is on: other players see you as Hidden.',
  },
  ghostToggle: {
    id: 'topWins.ghostToggle',
    defaultMessage: 'Ghost mode: hide my name in public feeds and leaderboards',
  },
});
