import { defineMessage, defineMessages } from 'react-intl';

export const statisticsMessages = defineMessages({
  title: { id: 'playerStatistics.title', defaultMessage: 'Player statistics' },
  titleOf: defineMessage<{ nickname: string }>({
    id: 'playerStatistics.titleOf',
    defaultMessage: 'Statistics of {nickname}',
  }),
  loading: { id: 'playerStatistics.loading', defaultMessage: 'Loading the statistics' },
  hidden: { id: 'playerStatistics.hidden', defaultMessage: 'This user has no visible statistics' },
  notFound: { id: 'playerStatistics.notFound', defaultMessage: 'There is no player at this address.' },
  memberSince: defineMessage<{ date: string }>({
    id: 'playerStatistics.memberSince',
    defaultMessage: 'Member since {date}',
  }),
  totalBets: { id: 'playerStatistics.totalBets', defaultMessage: 'Bets placed' },
  totalWagered: { id: 'playerStatistics.totalWagered', defaultMessage: 'Total wagered' },
  biggestWin: { id: 'playerStatistics.biggestWin', defaultMessage: 'Biggest win' },
  biggestMultiplier: { id: 'playerStatistics.biggestMultiplier', defaultMessage: 'Biggest multiplier' },
  multiplierValue: defineMessage<{ multiplier: string }>({
    id: 'playerStatistics.multiplierValue',
    defaultMessage: '{multiplier}×',
  }),
  favouriteGame: { id: 'playerStatistics.favouriteGame', defaultMessage: 'Favourite game' },
  noFavourite: { id: 'playerStatistics.noFavourite', defaultMessage: 'None yet' },
  share: { id: 'playerStatistics.share', defaultMessage: 'Share this page' },
  shareLink: { id: 'playerStatistics.shareLink', defaultMessage: 'Link to these statistics' },
  copyLink: { id: 'playerStatistics.copyLink', defaultMessage: 'Copy link' },
  visibility: {
    id: 'playerStatistics.visibility',
    defaultMessage: 'Show my statistics to everyone with the link',
  },
  visibilityHint: {
    id: 'playerStatistics.visibilityHint',
    defaultMessage: 'Your statistics are private unless you switch this on. Ghost mode keeps them hidden.',
  },
  viewMine: { id: 'playerStatistics.viewMine', defaultMessage: 'View my statistics page' },
});
