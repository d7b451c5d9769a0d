// Every word of the VIP club and refer-a-friend (vip.*).
import { defineMessage, defineMessages } from 'react-intl';

export const vipMessages = defineMessages({
  title: { id: 'vip.title', defaultMessage: 'VIP club' },
  intro: {
    id: 'vip.intro',
    defaultMessage: 'Every bet earns loyalty points. The higher your level, the more you get back.',
  },
  loading: { id: 'vip.loading', defaultMessage: 'Loading the VIP levels' },
  loadFailed: { id: 'vip.loadFailed', defaultMessage: 'The VIP levels could not be loaded.' },
  yourLevel: { id: 'vip.yourLevel', defaultMessage: 'Your level' },
  levelName: defineMessage<{ name: string; level: number }>({
    id: 'vip.levelName',
    defaultMessage: '{name} (level {level})',
  }),
  points: defineMessage<{ points: string }>({ id: 'vip.points', defaultMessage: '{points} points' }),
  progressLabel: defineMessage<{ level: number }>({
    id: 'vip.progressLabel',
    defaultMessage: 'Progress to level {level}',
  }),
  progressValue: defineMessage<{ points: string; target: string }>({
    id: 'vip.progressValue',
    defaultMessage: '{points} of {target} points',
  }),
  topLevel: { id: 'vip.topLevel', defaultMessage: 'You have reached the top level.' },
  nextLevel: defineMessage<{ name: string }>({ id: 'vip.nextLevel', defaultMessage: 'Next level: {name}' }),
  yourRewards: { id: 'vip.yourRewards', defaultMessage: 'What your level gives you' },
  logInToSee: { id: 'vip.logInToSee', defaultMessage: 'Log in to see your level and progress.' },
  logIn: { id: 'vip.logIn', defaultMessage: 'Log in' },
  levels: { id: 'vip.levels', defaultMessage: 'Levels and rewards' },
  group: defineMessage<{ from: number; to: number }>({
    id: 'vip.group',
    defaultMessage: 'Levels {from}–{to}',
  }),
  groupSingle: defineMessage<{ level: number }>({ id: 'vip.groupSingle', defaultMessage: 'Level {level}' }),
  current: { id: 'vip.current', defaultMessage: 'Your level' },
  columnLevel: { id: 'vip.column.level', defaultMessage: 'Level' },
  columnPoints: { id: 'vip.column.points', defaultMessage: 'Points needed' },
  columnRakeback: { id: 'vip.column.rakeback', defaultMessage: 'Rakeback' },
  columnAccumulator: { id: 'vip.column.accumulator', defaultMessage: 'Daily accumulator' },
  columnPerks: { id: 'vip.column.perks', defaultMessage: 'Extras' },
  perkPersonalManager: { id: 'vip.perk.personalManager', defaultMessage: 'Personal account manager' },
  perkBetLimitBySupport: {
    id: 'vip.perk.betLimitBySupport',
    defaultMessage: 'Bet limits changed by support',
  },
  perkOther: { id: 'vip.perk.other', defaultMessage: 'Special extra' },
  noPerks: { id: 'vip.perk.none', defaultMessage: '—' },
  referTitle: { id: 'vip.refer.title', defaultMessage: 'Refer a friend' },
  referExplained: defineMessage<{ percent: string }>({
    id: 'vip.refer.explained',
    defaultMessage:
      'Share your link. When a friend signs up with it and plays, you receive {percent} of what the casino earns from their play.',
  }),
  referExplainedNone: {
    id: 'vip.refer.explainedNone',
    defaultMessage: 'Share your link with friends: they sign up with it and you both play together.',
  },
  referLink: { id: 'vip.refer.link', defaultMessage: 'Your referral link' },
  referCode: { id: 'vip.refer.code', defaultMessage: 'Your referral code' },
  referCopy: { id: 'vip.refer.copy', defaultMessage: 'Copy referral link' },
  referQr: { id: 'vip.refer.qr', defaultMessage: 'QR code of your referral link' },
  referredCount: { id: 'vip.refer.count', defaultMessage: 'Friends who signed up' },
  referReward: { id: 'vip.refer.reward', defaultMessage: 'Your share' },
});
