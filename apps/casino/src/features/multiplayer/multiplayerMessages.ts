import { defineMessage, defineMessages } from 'react-intl';

export const multiplayerMessages = defineMessages({
  title: { id: 'multiplayer.title', defaultMessage: 'Dice tables' },
  intro: {
    id: 'multiplayer.intro',
    defaultMessage:
      'Take a seat and roll two dice on your turn: the highest total wins the round. Idle for 5 minutes and you are away; away for 30 minutes and you lose your seat.',
  },
  loading: { id: 'multiplayer.loading', defaultMessage: 'Loading the tables' },
  loadFailed: { id: 'multiplayer.loadFailed', defaultMessage: 'The tables could not be loaded.' },
  tablesTitle: { id: 'multiplayer.tables', defaultMessage: 'Tables' },
  seatsTaken: defineMessage<{ taken: number; seats: number }>({
    id: 'multiplayer.seatsTaken',
    defaultMessage: '{taken} of {seats} seats taken',
  }),
  join: { id: 'multiplayer.join', defaultMessage: 'Take a seat' },
  joinTable: defineMessage<{ name: string }>({
    id: 'multiplayer.joinTable',
    defaultMessage: 'Take a seat at {name}',
  }),
  full: { id: 'multiplayer.full', defaultMessage: 'Table full' },
  noTables: { id: 'multiplayer.noTables', defaultMessage: 'No tables are open right now.' },
  removed: {
    id: 'multiplayer.removed',
    defaultMessage: 'You were away for 30 minutes and lost your seat. Take a seat again to play.',
  },
  leave: { id: 'multiplayer.leave', defaultMessage: 'Leave table' },
  round: defineMessage<{ round: number }>({ id: 'multiplayer.round', defaultMessage: 'Round {round}' }),
  seat: defineMessage<{ seat: number }>({ id: 'multiplayer.seat', defaultMessage: 'Seat {seat}' }),
  emptySeat: { id: 'multiplayer.emptySeat', defaultMessage: 'Free seat' },
  you: { id: 'multiplayer.you', defaultMessage: 'You' },
  score: defineMessage<{ score: number }>({
    id: 'multiplayer.score',
    defaultMessage: '{score, plural, one {# point} other {# points}}',
  }),
  dice: defineMessage<{ first: number; second: number; total: number }>({
    id: 'multiplayer.dice',
    defaultMessage: 'Rolled {first} and {second} ({total})',
  }),
  folded: { id: 'multiplayer.folded', defaultMessage: 'Hand folded' },
  statusAway: { id: 'multiplayer.status.away', defaultMessage: 'Away' },
  statusTurn: { id: 'multiplayer.status.turn', defaultMessage: 'Playing' },
  yourTurn: { id: 'multiplayer.yourTurn', defaultMessage: 'Your turn: roll before the timer runs out.' },
  theirTurn: defineMessage<{ nickname: string }>({
    id: 'multiplayer.theirTurn',
    defaultMessage: "{nickname}'s turn",
  }),
  timeLeft: { id: 'multiplayer.timeLeft', defaultMessage: 'Time left' },
  waiting: defineMessage<{ minPlayers: number }>({
    id: 'multiplayer.waiting',
    defaultMessage:
      'Waiting for players: a round starts when {minPlayers} players sit and one of them is here.',
  }),
  roll: { id: 'multiplayer.roll', defaultMessage: 'Roll the dice' },
  stepAway: { id: 'multiplayer.stepAway', defaultMessage: 'Step away' },
  back: { id: 'multiplayer.back', defaultMessage: "I'm back" },
  youAreAway: {
    id: 'multiplayer.youAreAway',
    defaultMessage: 'You are away: your turns are skipped and your hand is folded.',
  },
  removalAt: defineMessage<{ time: string }>({
    id: 'multiplayer.removalAt',
    defaultMessage: 'You lose your seat at {time} unless you come back. Any click brings you back.',
  }),
  eventsTitle: { id: 'multiplayer.events', defaultMessage: 'At the table' },
  eventJoined: defineMessage<{ who: string }>({
    id: 'multiplayer.event.joined',
    defaultMessage: '{who} sat down',
  }),
  eventLeft: defineMessage<{ who: string }>({ id: 'multiplayer.event.left', defaultMessage: '{who} left' }),
  eventRemoved: defineMessage<{ who: string }>({
    id: 'multiplayer.event.removed',
    defaultMessage: '{who} was removed after 30 minutes away',
  }),
  eventRolled: defineMessage<{ who: string; total: number }>({
    id: 'multiplayer.event.rolled',
    defaultMessage: '{who} rolled {total}',
  }),
  eventTimedOut: defineMessage<{ who: string }>({
    id: 'multiplayer.event.timedOut',
    defaultMessage: "{who}'s time ran out: hand folded",
  }),
  eventSkipped: defineMessage<{ who: string }>({
    id: 'multiplayer.event.skipped',
    defaultMessage: "{who}'s turn was skipped: away",
  }),
  eventAwayIdle: defineMessage<{ who: string }>({
    id: 'multiplayer.event.awayIdle',
    defaultMessage: '{who} is away after 5 minutes without input',
  }),
  eventAwayManual: defineMessage<{ who: string }>({
    id: 'multiplayer.event.awayManual',
    defaultMessage: '{who} stepped away',
  }),
  eventBack: defineMessage<{ who: string }>({
    id: 'multiplayer.event.back',
    defaultMessage: '{who} is back',
  }),
  eventRoundStarted: { id: 'multiplayer.event.roundStarted', defaultMessage: 'A new round starts' },
  eventRoundWon: defineMessage<{ who: string; total: number }>({
    id: 'multiplayer.event.roundWon',
    defaultMessage: '{who} won the round with {total}',
  }),
  someone: defineMessage<{ seat: number }>({ id: 'multiplayer.someone', defaultMessage: 'Seat {seat}' }),
});
