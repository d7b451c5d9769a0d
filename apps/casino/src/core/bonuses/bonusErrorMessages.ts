// The spec 8 bonus activation codes' words (ids promotions.error.*, kept from when only the
// promotions feature met them): the promotions and the cashier's bonus choice both say them.
import { defineMessage, defineMessages } from 'react-intl';

export const bonusErrorMessages = defineMessages({
  REGISTRATION_BONUS: defineMessage<{ days: number }>({
    id: 'promotions.error.registrationBonus',
    defaultMessage:
      'This bonus can only be activated within {days, plural, one {# day} other {# days}} of registering, and that time has passed.',
  }),
  REGISTRATION_BONUS_plain: {
    id: 'promotions.error.registrationBonusPlain',
    defaultMessage: 'The time to activate this bonus after registering has passed.',
  },
  MAXIMUM_PARTICIPANTS: {
    id: 'promotions.error.maximumParticipants',
    defaultMessage: 'This bonus has reached its maximum number of participants.',
  },
  RETRY_PERIOD: {
    id: 'promotions.error.retryPeriod',
    defaultMessage:
      'You have taken this bonus recently. You can take it again once its waiting period is over.',
  },
  DAYS_VALID: {
    id: 'promotions.error.daysValid',
    defaultMessage: 'This bonus is no longer valid: the days it could be used have passed.',
  },
  UNIFIED_ERROR: defineMessage<{ reference: string }>({
    id: 'promotions.error.unified',
    defaultMessage:
      'The bonus could not be activated. Please contact support with this reference: {reference}.',
  }),
  UNIFIED_ERROR_plain: {
    id: 'promotions.error.unifiedPlain',
    defaultMessage: 'The bonus could not be activated. Please contact support.',
  },
  DEPOSITS_NUMBER: defineMessage<{ required: number }>({
    id: 'promotions.error.depositsNumber',
    defaultMessage:
      'This bonus needs {required, plural, one {# earlier deposit} other {# earlier deposits}} before it can be activated.',
  }),
  DEPOSITS_NUMBER_min: defineMessage<{ minDeposit: string }>({
    id: 'promotions.error.depositsNumberMin',
    defaultMessage: 'Your deposit is below this bonus’s minimum deposit of {minDeposit}.',
  }),
  DEPOSITS_NUMBER_plain: {
    id: 'promotions.error.depositsNumberPlain',
    defaultMessage: 'You have not made the deposits this bonus needs yet.',
  },
  DEPOSITS_NUMBER2: defineMessage<{ number: number }>({
    id: 'promotions.error.depositsNumber2',
    defaultMessage: 'This bonus is for your deposit number {number} only.',
  }),
  DEPOSITS_NUMBER2_plain: {
    id: 'promotions.error.depositsNumber2Plain',
    defaultMessage: 'This bonus is not available for your number of deposits.',
  },
  ACTIVE_FREE_SPINS: {
    id: 'promotions.error.activeFreeSpins',
    defaultMessage:
      'You already have an active free-spins bonus. Only one free-spins bonus can be active at a time: use or cancel it first.',
  },
  ACTIVE_BONUS: {
    id: 'promotions.error.activeBonus',
    defaultMessage:
      'You already have an active bonus. Only one bonus can be active at a time: finish its wagering or cancel it first.',
  },
  CANCELLED: { id: 'promotions.error.cancelled', defaultMessage: 'This bonus has been cancelled.' },
  NO_CASHBACK: {
    id: 'promotions.error.noCashback',
    defaultMessage: 'There is no cashback for you to claim yet.',
  },
  ADD_TO_CALENDAR: {
    id: 'promotions.error.addToCalendar',
    defaultMessage: 'Cashback is paid through the rakeback calendar: claim it there each day.',
  },
  REQUIRED_EMAIL_VERIFICATION: {
    id: 'promotions.error.requiredEmailVerification',
    defaultMessage: 'Please verify your e-mail address to activate this bonus.',
  },
  VALID_ON_DAYS: {
    id: 'promotions.error.validOnDays',
    defaultMessage: 'This bonus cannot be activated today. Check the days it is valid on.',
  },
  START_TIME_ERROR: {
    id: 'promotions.error.startTime',
    defaultMessage: 'This bonus has not started yet.',
  },
  END_TIME_ERROR: { id: 'promotions.error.endTime', defaultMessage: 'This bonus has ended.' },
  BONUS_FRAUD: {
    id: 'promotions.error.bonusFraud',
    defaultMessage:
      'No-deposit and free-spin bonuses are not available for this account because another account was found for you.',
  },
  CASHBACK_NEED_DEPOSIT: {
    id: 'promotions.error.cashbackNeedDeposit',
    defaultMessage: 'Cashback needs a deposit first. Make a deposit to get cashback.',
  },
});
