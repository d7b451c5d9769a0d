import { defineMessage, defineMessages } from 'react-intl';
import { rgModalTitles } from './modalTitles.ts';

export const rgMessages = {
  sessionTimeTitle: rgModalTitles.sessionTime,
  realityTitle: rgModalTitles.realityCheck,
  ...defineMessages({
    limitsTitle: { id: 'rg.limits.title', defaultMessage: 'Limits' },
    freezeTitle: { id: 'rg.freeze.title', defaultMessage: 'Freeze account' },
    menuLimits: { id: 'rg.menu.limits', defaultMessage: 'Limits and self-exclusion' },
    menuFreeze: { id: 'rg.menu.freeze', defaultMessage: 'Freeze account' },
    menuSessionTime: { id: 'rg.menu.sessionTime', defaultMessage: 'Session time limit' },
    depositLimits: { id: 'rg.limits.deposit', defaultMessage: 'Deposit limits' },
    lossLimits: { id: 'rg.limits.loss', defaultMessage: 'Loss limits' },
    betLimits: { id: 'rg.limits.bet', defaultMessage: 'Bet limits' },
    maxBet: { id: 'rg.limits.maxBet', defaultMessage: 'Maximum single bet' },
    daily: { id: 'rg.period.daily', defaultMessage: 'Daily' },
    weekly: { id: 'rg.period.weekly', defaultMessage: 'Weekly' },
    monthly: { id: 'rg.period.monthly', defaultMessage: 'Monthly' },
    noLimit: { id: 'rg.limits.none', defaultMessage: 'No limit' },
    save: { id: 'rg.limits.save', defaultMessage: 'Save' },
    remove: { id: 'rg.limits.remove', defaultMessage: 'Remove' },
    amountInvalid: { id: 'rg.limits.amountInvalid', defaultMessage: 'Enter an amount above 0.' },
    current: defineMessage<{ amount: string }>({
      id: 'rg.limits.current',
      defaultMessage: 'Current: {amount}',
    }),
    pending: defineMessage<{ amount: string; at: number }>({
      id: 'rg.limits.pending',
      defaultMessage: 'Changes to {amount} on {at, date, medium} at {at, time, short}',
    }),
    pendingRemoval: defineMessage<{ at: number }>({
      id: 'rg.limits.pendingRemoval',
      defaultMessage: 'Removed on {at, date, medium} at {at, time, short}',
    }),
    saved: { id: 'rg.limits.saved', defaultMessage: 'Limit saved.' },
    tightenHint: {
      id: 'rg.limits.hint',
      defaultMessage:
        'A lower limit applies at once. A higher limit, or removing one, takes effect after a cooling-off period.',
    },
    betLimitHint: {
      id: 'rg.limits.betHint',
      defaultMessage: 'Bet limits can be changed once per hour.',
    },
    contactSupport: { id: 'rg.limits.contactSupport', defaultMessage: 'Contact support' },
    monthlyWinnings: { id: 'rg.limits.monthlyWinnings', defaultMessage: 'Monthly winnings limit' },
    monthlyWinningsCopy: {
      id: 'rg.limits.monthlyWinningsCopy',
      defaultMessage:
        'Your monthly winnings limit grows over time as you play, as it does in 99% of cases. Disabling it applies standard restrictions. It can be changed only through support.',
    },
    sessionTimeSection: { id: 'rg.sessionTime.section', defaultMessage: 'Session time limit' },
    sessionTimeCurrent: defineMessage<{ value: number; unit: string }>({
      id: 'rg.sessionTime.current',
      defaultMessage:
        'Your session ends after {value} {unit, select, minutes {{value, plural, one {minute} other {minutes}}} hours {{value, plural, one {hour} other {hours}}} other {{value, plural, one {day} other {days}}}}.',
    }),
    sessionTimeNone: { id: 'rg.sessionTime.none', defaultMessage: 'You have no session time limit.' },
    sessionTimeOpen: { id: 'rg.sessionTime.open', defaultMessage: 'Set session time limit' },
    sessionTimeValue: { id: 'rg.sessionTime.value', defaultMessage: 'Session time' },
    sessionTimeUnit: { id: 'rg.sessionTime.unit', defaultMessage: 'Unit' },
    minutes: { id: 'rg.unit.minutes', defaultMessage: 'Minutes' },
    hours: { id: 'rg.unit.hours', defaultMessage: 'Hours' },
    days: { id: 'rg.unit.days', defaultMessage: 'Days' },
    sessionTimeSaved: { id: 'rg.sessionTime.saved', defaultMessage: 'Session time limit updated.' },
    sessionTimeRemoved: { id: 'rg.sessionTime.removed', defaultMessage: 'Session time limit removed.' },
    sessionTimeRemove: { id: 'rg.sessionTime.remove', defaultMessage: 'Remove limit' },
    sessionTimeUpdateFailed: {
      id: 'rg.sessionTime.updateFailed',
      defaultMessage: 'Failed to update session time limit. Please try again.',
    },
    sessionTimeRemoveFailed: {
      id: 'rg.sessionTime.removeFailed',
      defaultMessage: 'Failed to remove session time limit. Please try again.',
    },
    required: { id: 'rg.sessionTime.required', defaultMessage: 'Enter a number.' },
    atLeastMinutes: {
      id: 'rg.sessionTime.atLeastMinutes',
      defaultMessage: 'Session time must be at least 10 minutes',
    },
    atLeastHour: { id: 'rg.sessionTime.atLeastHour', defaultMessage: 'Session time must be at least 1 hour' },
    atLeastDay: { id: 'rg.sessionTime.atLeastDay', defaultMessage: 'Session time must be at least 1 day' },
    exceeds30Days: {
      id: 'rg.sessionTime.exceeds30Days',
      defaultMessage: 'Session time cannot exceed 30 days',
    },
    max720Hours: { id: 'rg.sessionTime.max720Hours', defaultMessage: 'Maximum 720 hours (30 days) allowed' },
    max30Days: { id: 'rg.sessionTime.max30Days', defaultMessage: 'Maximum 30 days allowed' },
    selfExclusionTitle: { id: 'rg.selfExclusion.title', defaultMessage: 'Self-exclusion' },
    selfExclusionIntro: {
      id: 'rg.selfExclusion.intro',
      defaultMessage: 'Take a break from playing. While you are self-excluded you can only withdraw.',
    },
    selfExclusionPeriod: { id: 'rg.selfExclusion.period', defaultMessage: 'How long' },
    d1h: { id: 'rg.selfExclusion.1h', defaultMessage: '1 hour' },
    d12h: { id: 'rg.selfExclusion.12h', defaultMessage: '12 hours' },
    d1d: { id: 'rg.selfExclusion.1d', defaultMessage: '1 day' },
    d3d: { id: 'rg.selfExclusion.3d', defaultMessage: '3 days' },
    d1w: { id: 'rg.selfExclusion.1w', defaultMessage: '1 week' },
    d1m: { id: 'rg.selfExclusion.1m', defaultMessage: '1 month' },
    permanent: { id: 'rg.selfExclusion.permanent', defaultMessage: 'Permanently' },
    custom: { id: 'rg.selfExclusion.custom', defaultMessage: 'Until a date' },
    customDate: { id: 'rg.selfExclusion.customDate', defaultMessage: 'End date' },
    customDateInvalid: {
      id: 'rg.selfExclusion.customDateInvalid',
      defaultMessage: 'Choose a date after today.',
    },
    selfExclude: { id: 'rg.selfExclusion.submit', defaultMessage: 'Self-exclude' },
    confirmTitle: { id: 'rg.confirm.title', defaultMessage: 'Are you sure?' },
    selfExclusionConsequences: {
      id: 'rg.selfExclusion.consequences',
      defaultMessage:
        'You will be logged out now. Until the exclusion ends you cannot deposit, play games, or claim bonuses and rewards; you can still log in to withdraw. The exclusion cannot be shortened.',
    },
    confirm: { id: 'rg.confirm.yes', defaultMessage: 'Yes, confirm' },
    cancel: { id: 'rg.confirm.cancel', defaultMessage: 'Cancel' },
    freezeIntro: {
      id: 'rg.freeze.intro',
      defaultMessage:
        'Freezing your account logs you out everywhere and blocks logging in until the freeze ends.',
    },
    freezeLength: { id: 'rg.freeze.length', defaultMessage: 'Freeze for' },
    f1d: { id: 'rg.freeze.1d', defaultMessage: '1 Day (24h)' },
    f3d: { id: 'rg.freeze.3d', defaultMessage: '3 Days' },
    f7d: { id: 'rg.freeze.7d', defaultMessage: '7 Days' },
    f10d: { id: 'rg.freeze.10d', defaultMessage: '10 Days' },
    freezeSubmit: { id: 'rg.freeze.submit', defaultMessage: 'Freeze account' },
    freezeConsequences: {
      id: 'rg.freeze.consequences',
      defaultMessage:
        'Every open session ends now, on every device, and you cannot log in until the freeze ends. This cannot be undone.',
    },
    realityPlayed: defineMessage<{ hours: number; minutes: number }>({
      id: 'rg.reality.played',
      defaultMessage:
        'You have been playing for {hours, plural, =0 {} one {# hour } other {# hours }}{minutes, plural, one {# minute} other {# minutes}}.',
    }),
    realityNet: { id: 'rg.reality.net', defaultMessage: 'Net position (stakes minus wins)' },
    realityStakes: { id: 'rg.reality.stakes', defaultMessage: 'Stakes' },
    realityWins: { id: 'rg.reality.wins', defaultMessage: 'Wins' },
    realityContinue: { id: 'rg.reality.continue', defaultMessage: 'Continue' },
    realityHistory: { id: 'rg.reality.history', defaultMessage: 'View history' },
    realityLogout: { id: 'rg.reality.logout', defaultMessage: 'Log out' },
    realityInterval: { id: 'rg.reality.interval', defaultMessage: 'Reality check reminder' },
    realityOff: { id: 'rg.reality.off', defaultMessage: 'Off' },
    realityEvery: defineMessage<{ minutes: number }>({
      id: 'rg.reality.every',
      defaultMessage: 'Every {minutes} minutes',
    }),
    sessionClock: { id: 'rg.clock.label', defaultMessage: 'Time in this session' },
    bonusBreachBody: defineMessage<{ bet: string; limit: string }>({
      id: 'rg.bonusBreach.body',
      defaultMessage: 'You tried to bet {bet}. With an active bonus the most you can bet is {limit}.',
    }),
    ok: { id: 'rg.ok', defaultMessage: 'OK' },
    sectionNav: { id: 'rg.sectionNav', defaultMessage: 'Responsible gaming' },
  }),
};
