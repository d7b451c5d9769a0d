// The user-facing wording of failed calls (spec 8 where it has wording). Translations live in
// packages/i18n/messages (en extracted from here, de and ar beside it).
import { defineMessages } from 'react-intl';

export const apiErrorMessages = defineMessages({
  tryAgain: { id: 'msg.try.again', defaultMessage: 'Something went wrong. Please try again.' },
  /** The server's own wording of a refusal (spec 8: sign-up shows the server message). */
  server: { id: 'api.error.server', defaultMessage: '{message}' },
  unreachable: {
    id: 'api.error.unreachable',
    defaultMessage: 'We could not reach the casino. Check your connection and try again.',
  },
  offline: {
    id: 'api.error.offline',
    defaultMessage: 'You are offline. Check your connection and try again.',
  },
  timeout: {
    id: 'api.error.timeout',
    defaultMessage: 'The casino took too long to answer. Please try again.',
  },
  invalidAnswer: {
    id: 'api.error.invalidAnswer',
    defaultMessage: 'The casino sent an answer we could not read. Please try again later.',
  },
  sessionEnded: {
    id: 'api.error.sessionEnded',
    defaultMessage: 'Your session has ended. Please log in again to continue.',
  },
  rateLimited: {
    id: 'api.error.rateLimited',
    defaultMessage:
      'Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  },
  rateLimitedLater: {
    id: 'api.error.rateLimitedLater',
    defaultMessage: 'Too many attempts. Please wait a moment and try again.',
  },
  internal: { id: 'api.error.internal', defaultMessage: 'Internal server error. Please try again later.' },
  unavailable: {
    id: 'api.error.unavailable',
    defaultMessage: 'Service Unavailable. Please try again later.',
  },
  notFound: { id: 'api.error.notFound', defaultMessage: 'Not found' },
  paymentLimit: {
    id: 'api.error.paymentLimitThreshold',
    defaultMessage: 'You have reached your daily deposit limit. Please try again tomorrow.',
  },
  providerLimit: {
    id: 'api.error.paymentProviderLimitThreshold',
    defaultMessage: 'The amount must be between {min} and {max}.',
  },
  providerError: {
    id: 'api.error.providerError',
    defaultMessage: 'There was a problem creating a query to the providers.',
  },
  paymentService: {
    id: 'api.error.paymentServiceError',
    defaultMessage: 'The service does not support this currency',
  },
  couponRedeemed: {
    id: 'api.error.couponAlreadyRedeemed',
    defaultMessage: 'This coupon code has already been redeemed.',
  },
  statisticsHidden: {
    id: 'api.error.statisticsHidden',
    defaultMessage: 'This user has no visible statistics',
  },
  demoUnavailable: {
    id: 'api.error.demoNotAvailable',
    defaultMessage: 'Demo is not available for this game.',
  },
  gameCountry: {
    id: 'api.error.gameCountryRestricted',
    defaultMessage: 'This game is not available in your country.',
  },
  bonusGame: {
    id: 'api.error.bonusGameIneligible',
    defaultMessage: 'You cannot play this game with an active bonus.',
  },
  selfExcluded: {
    id: 'api.error.selfExcluded',
    defaultMessage: 'You are self-excluded: you cannot play or deposit, you can only withdraw.',
  },
  accountFrozen: {
    id: 'api.error.accountFrozen',
    defaultMessage: 'Your account is frozen until {until, date, long}, {until, time, short}.',
  },
  selfExcludedUntil: {
    id: 'api.error.selfExcludedUntil',
    defaultMessage: 'You are self-excluded until {until, date, long}. Until then you can only withdraw.',
  },
  selfExcludedPermanent: {
    id: 'api.error.selfExcludedPermanent',
    defaultMessage: 'You are permanently self-excluded. You can only withdraw.',
  },
  limitChangeTooSoon: {
    id: 'api.error.limitChangeTooSoon',
    defaultMessage:
      'A bet limit can be changed once per hour. The next change is possible at {next, time, short} on {next, date, medium}.',
  },
  supportOnly: {
    id: 'api.error.supportOnly',
    defaultMessage: 'This limit can be changed only through support.',
  },
  /** spec 8 daily/weekly/monthly bet and loss limits, with the attempted bet and what is used. */
  periodLimit: {
    id: 'api.error.periodLimit',
    defaultMessage:
      'This bet of {bet} would pass your {period, select, daily {daily} weekly {weekly} other {monthly}} {kind, select, bet {bet} other {loss}} limit of {limit} ({used} used).',
  },
  /** spec 8 min/max bet breach. */
  betOutOfRange: {
    id: 'api.error.betOutOfRange',
    defaultMessage: 'The bet must be between {minBet} and {maxBet}.',
  },
  /** spec 8 MAX_BET_LIMIT_REACHED / maxBetLimit: the player's own maximum bet. */
  maxBetLimit: {
    id: 'api.error.maxBetLimit',
    defaultMessage: 'Your bet of {bet} is above your maximum bet limit of {limit}.',
  },
  /** spec 8: 'Oops, Bonus Bet Limit Breach' with the attempted bet and the limit. */
  bonusBetLimit: {
    id: 'api.error.bonusBetLimit',
    defaultMessage: 'Oops, Bonus Bet Limit Breach: your bet of {bet} is above the bonus limit of {limit}.',
  },
  /** spec 8 dailyBetLimit, weeklyBetLimit, monthlyBetLimit. */
  betLimit: {
    id: 'api.error.betLimit',
    defaultMessage:
      'This bet would pass your {period, select, daily {daily} weekly {weekly} other {monthly}} bet limit of {limit}.',
  },
  /** spec 8 dailyLossLimit, weeklyLossLimit, monthlyLossLimit. */
  lossLimit: {
    id: 'api.error.lossLimit',
    defaultMessage:
      'This bet would pass your {period, select, daily {daily} weekly {weekly} other {monthly}} loss limit of {limit}.',
  },
  bonusBuyConfirmation: {
    id: 'api.error.bonusBuyConfirmation',
    defaultMessage: 'Buying the bonus round needs your confirmation in the game.',
  },
  sessionTimeLimitReached: {
    id: 'api.error.sessionTimeLimitReached',
    defaultMessage: 'Your session time limit is reached. Your session has ended.',
  },
});
