import { defineMessage, defineMessages } from 'react-intl';

export const tournamentsMessages = defineMessages({
  title: { id: 'tournaments.title', defaultMessage: 'Tournaments and races' },
  tournaments: { id: 'tournaments.section.tournaments', defaultMessage: 'Tournaments' },
  races: { id: 'tournaments.section.races', defaultMessage: 'Races' },
  loading: { id: 'tournaments.loading', defaultMessage: 'Loading tournaments' },
  noTournaments: {
    id: 'tournaments.empty.tournaments',
    defaultMessage: 'There are no tournaments at the moment. Please check back later.',
  },
  noRaces: {
    id: 'tournaments.empty.races',
    defaultMessage: 'There are no races at the moment. Please check back later.',
  },
  statusActive: { id: 'tournaments.status.active', defaultMessage: 'Running' },
  statusUpcoming: { id: 'tournaments.status.upcoming', defaultMessage: 'Upcoming' },
  statusFinished: { id: 'tournaments.status.finished', defaultMessage: 'Finished' },
  endsIn: { id: 'tournaments.endsIn', defaultMessage: 'Ends in' },
  startsIn: { id: 'tournaments.startsIn', defaultMessage: 'Starts in' },
  ended: defineMessage<{ date: string }>({ id: 'tournaments.ended', defaultMessage: 'Ended on {date}' }),
  prizePool: { id: 'tournaments.prizePool', defaultMessage: 'Prize pool' },
  players: { id: 'tournaments.players', defaultMessage: 'Players' },
  showDetails: { id: 'tournaments.showDetails', defaultMessage: 'Leaderboard and rules' },
  hideDetails: { id: 'tournaments.hideDetails', defaultMessage: 'Hide details' },
  prizes: { id: 'tournaments.prizes', defaultMessage: 'Prizes' },
  place: { id: 'tournaments.column.place', defaultMessage: 'Place' },
  prize: { id: 'tournaments.column.prize', defaultMessage: 'Prize' },
  player: { id: 'tournaments.column.player', defaultMessage: 'Player' },
  score: { id: 'tournaments.column.score', defaultMessage: 'Score' },
  rules: { id: 'tournaments.rules', defaultMessage: 'Rules' },
  ruleEntry: defineMessage<{ minBet: string }>({
    id: 'tournaments.rule.entry',
    defaultMessage:
      'Every real-money bet of at least {minBet} on one of the tournament’s games takes part: there is nothing to join.',
  }),
  ruleScore: {
    id: 'tournaments.rule.score',
    defaultMessage: 'Your score is your turnover: the sum of those bets while the tournament runs.',
  },
  ruleDates: defineMessage<{ start: string; end: string }>({
    id: 'tournaments.rule.dates',
    defaultMessage: 'It runs from {start} to {end}; prizes go to the best places when it ends.',
  }),
  leaderboard: { id: 'tournaments.leaderboard', defaultMessage: 'Leaderboard' },
  leaderboardLoading: { id: 'tournaments.leaderboard.loading', defaultMessage: 'Loading the leaderboard' },
  leaderboardEmpty: {
    id: 'tournaments.leaderboard.empty',
    defaultMessage: 'Nobody has scored yet. Place a bet to take the lead.',
  },
  you: { id: 'tournaments.you', defaultMessage: 'You' },
  yourPlace: defineMessage<{ place: number }>({
    id: 'tournaments.yourPlace',
    defaultMessage: 'Your place: {place}',
  }),
  live: { id: 'tournaments.live', defaultMessage: 'Updates live' },
});
