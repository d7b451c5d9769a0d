// Every word of the promotions feature (promotions.*). The spec 8 activation codes are worded here
// because only bonus screens meet them; describeError words the rest.
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

export const promotionsMessages = defineMessages({
  title: { id: 'promotions.title', defaultMessage: 'Promotions' },
  intro: {
    id: 'promotions.intro',
    defaultMessage: 'Bonuses, free spins and cashback: pick the offer that suits how you play.',
  },
  loading: { id: 'promotions.loading', defaultMessage: 'Loading promotions' },
  loadFailed: { id: 'promotions.loadFailed', defaultMessage: 'The promotions could not be loaded.' },
  empty: { id: 'promotions.empty', defaultMessage: 'There are no promotions right now. Check back soon.' },
  filterLabel: { id: 'promotions.filter.label', defaultMessage: 'Type of promotion' },
  filterAll: { id: 'promotions.filter.all', defaultMessage: 'All' },
  typeDeposit: { id: 'promotions.type.deposit', defaultMessage: 'Deposit bonus' },
  typeFreespins: { id: 'promotions.type.freespins', defaultMessage: 'Free spins' },
  typeNoDeposit: { id: 'promotions.type.noDeposit', defaultMessage: 'No-deposit bonus' },
  typeInstantCashback: { id: 'promotions.type.instantCashback', defaultMessage: 'Cashback' },
  previousPage: { id: 'promotions.page.previous', defaultMessage: 'Previous page' },
  nextPage: { id: 'promotions.page.next', defaultMessage: 'Next page' },
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'promotions.page.of',
    defaultMessage: 'Page {page} of {pages}',
  }),
  pagination: { id: 'promotions.page.nav', defaultMessage: 'Promotion pages' },
  details: { id: 'promotions.details', defaultMessage: 'Details' },
  depositPercent: { id: 'promotions.field.depositPercent', defaultMessage: 'Deposit bonus' },
  depositPercentValue: defineMessage<{ percent: string }>({
    id: 'promotions.field.depositPercentValue',
    defaultMessage: '{percent}% of your deposit',
  }),
  maxBonus: { id: 'promotions.field.maxBonus', defaultMessage: 'Maximum bonus' },
  bonusAmount: { id: 'promotions.field.bonusAmount', defaultMessage: 'Bonus amount' },
  maxWin: { id: 'promotions.field.maxWin', defaultMessage: 'Maximum win' },
  minDeposit: { id: 'promotions.field.minDeposit', defaultMessage: 'Minimum deposit' },
  minBalance: { id: 'promotions.field.minBalance', defaultMessage: 'Minimum balance' },
  wagering: { id: 'promotions.field.wagering', defaultMessage: 'Wagering' },
  wageringValue: defineMessage<{ multiplier: string }>({
    id: 'promotions.field.wageringValue',
    defaultMessage: '{multiplier}× the bonus',
  }),
  wageringType: { id: 'promotions.field.wageringType', defaultMessage: 'Wagering with' },
  wageringRealToFun: {
    id: 'promotions.field.wageringRealToFun',
    defaultMessage: 'Real money first, then bonus money',
  },
  wageringRealOnly: { id: 'promotions.field.wageringRealOnly', defaultMessage: 'Real money only' },
  freeSpins: { id: 'promotions.field.freeSpins', defaultMessage: 'Free spins' },
  freeSpinsValue: defineMessage<{ count: number }>({
    id: 'promotions.field.freeSpinsValue',
    defaultMessage: '{count, plural, one {# free spin} other {# free spins}}',
  }),
  game: { id: 'promotions.field.game', defaultMessage: 'Game' },
  gameNumber: defineMessage<{ id: number }>({
    id: 'promotions.field.gameNumber',
    defaultMessage: 'Game #{id}',
  }),
  daysValid: { id: 'promotions.field.daysValid', defaultMessage: 'Valid for' },
  daysValidValue: defineMessage<{ days: number }>({
    id: 'promotions.field.daysValidValue',
    defaultMessage: '{days, plural, one {# day} other {# days}} after activation',
  }),
  starts: { id: 'promotions.field.starts', defaultMessage: 'Starts' },
  ends: { id: 'promotions.field.ends', defaultMessage: 'Ends' },
  startsIn: { id: 'promotions.startsIn', defaultMessage: 'Starts in' },
  endsIn: { id: 'promotions.endsIn', defaultMessage: 'Ends in' },
  activate: { id: 'promotions.activate', defaultMessage: 'Activate' },
  activateFrom: defineMessage<{ date: Date }>({
    id: 'promotions.activateFrom',
    defaultMessage: 'You can activate this bonus from {date, date, medium} at {date, time, short}.',
  }),
  activateName: defineMessage<{ name: string }>({
    id: 'promotions.activateName',
    defaultMessage: 'Activate {name}',
  }),
  activated: defineMessage<{ name: string }>({
    id: 'promotions.activated',
    defaultMessage: '{name} is active. Good luck!',
  }),
  depositToClaim: { id: 'promotions.depositToClaim', defaultMessage: 'Deposit to claim' },
  depositBonusHint: {
    id: 'promotions.depositBonusHint',
    defaultMessage: 'A deposit bonus is claimed with a deposit: choose it in the cashier.',
  },
  cashbackHint: {
    id: 'promotions.cashbackHint',
    defaultMessage: 'Cashback is paid into your rakeback calendar every day.',
  },
  logInToActivate: { id: 'promotions.logInToActivate', defaultMessage: 'Log in to activate' },
  oneActiveBonus: {
    id: 'promotions.rule.oneActiveBonus',
    defaultMessage:
      'Only one bonus and one free-spins bonus can be active at a time. You have an active bonus: another one can be activated once it is finished or cancelled.',
  },
  oneActiveFreeSpins: {
    id: 'promotions.rule.oneActiveFreeSpins',
    defaultMessage:
      'Only one bonus and one free-spins bonus can be active at a time. You have active free spins: other free spins can be activated once they are used or cancelled.',
  },
  rule: {
    id: 'promotions.rule',
    defaultMessage: 'Only one bonus and one free-spins bonus can be active at a time.',
  },
  backToPromotions: { id: 'promotions.back', defaultMessage: 'All promotions' },
  notFound: { id: 'promotions.notFound', defaultMessage: 'This promotion is not available.' },
  couponTitle: { id: 'promotions.coupon.title', defaultMessage: 'Have a coupon code?' },
  couponLabel: { id: 'promotions.coupon.label', defaultMessage: 'Coupon code' },
  couponApply: { id: 'promotions.coupon.apply', defaultMessage: 'Apply' },
  couponApplied: { id: 'promotions.coupon.applied', defaultMessage: 'Coupon applied.' },
  couponAppliedAmount: defineMessage<{ amount: string }>({
    id: 'promotions.coupon.appliedAmount',
    defaultMessage: 'Coupon applied: {amount} was added to your balance.',
  }),
  couponNotApplied: {
    id: 'promotions.coupon.notApplied',
    defaultMessage: 'Coupon not applied: this code is not valid.',
  },
  couponRequired: { id: 'promotions.coupon.required', defaultMessage: 'Enter a coupon code.' },
  couponLogIn: { id: 'promotions.coupon.logIn', defaultMessage: 'Log in to use a coupon code.' },
  myBonusesTitle: { id: 'promotions.myBonuses.title', defaultMessage: 'My bonuses' },
  historyTitle: { id: 'promotions.history.title', defaultMessage: 'Bonus history' },
  historyEmpty: { id: 'promotions.history.empty', defaultMessage: 'You have not had any bonuses yet.' },
  freeMoneyTitle: { id: 'promotions.freeMoney.title', defaultMessage: 'Free money' },
  freeMoneyIntro: {
    id: 'promotions.freeMoney.intro',
    defaultMessage: 'Offers that need no deposit: activate one and play with it.',
  },
  freeMoneyEmpty: {
    id: 'promotions.freeMoney.empty',
    defaultMessage: 'There are no no-deposit offers right now.',
  },
  noActiveBonus: { id: 'promotions.active.none', defaultMessage: 'You have no active bonus.' },
  browsePromotions: { id: 'promotions.active.browse', defaultMessage: 'See promotions' },
  activeBonus: { id: 'promotions.active.title', defaultMessage: 'Active bonuses' },
  wageringProgress: defineMessage<{ name: string }>({
    id: 'promotions.active.wagering',
    defaultMessage: 'Wagering of {name}',
  }),
  wageringOf: defineMessage<{ wagered: string; required: string }>({
    id: 'promotions.active.wageringOf',
    defaultMessage: '{wagered} of {required} wagered',
  }),
  wageringLeft: defineMessage<{ left: string }>({
    id: 'promotions.active.wageringLeft',
    defaultMessage: '{left} left to wager',
  }),
  wageringDone: { id: 'promotions.active.wageringDone', defaultMessage: 'Wagering complete' },
  spinsLeft: defineMessage<{ left: number; total: number }>({
    id: 'promotions.active.spinsLeft',
    defaultMessage: '{left, plural, one {# free spin} other {# free spins}} left of {total}',
  }),
  expiresIn: { id: 'promotions.active.expiresIn', defaultMessage: 'Expires in' },
  bonusAmountLabel: { id: 'promotions.active.bonusAmount', defaultMessage: 'Bonus' },
  cancel: { id: 'promotions.cancel', defaultMessage: 'Cancel bonus' },
  cancelConfirm: defineMessage<{ name: string }>({
    id: 'promotions.cancelConfirm',
    defaultMessage: 'Cancel {name}? Its bonus money and any winnings from it are forfeited.',
  }),
  cancelYes: { id: 'promotions.cancelYes', defaultMessage: 'Yes, cancel it' },
  cancelNo: { id: 'promotions.cancelNo', defaultMessage: 'Keep it' },
  cancelled: defineMessage<{ name: string }>({
    id: 'promotions.cancelled',
    defaultMessage: '{name} was cancelled.',
  }),
  status: { id: 'promotions.status', defaultMessage: 'Status' },
  statusActive: { id: 'promotions.status.active', defaultMessage: 'Active' },
  statusCompleted: { id: 'promotions.status.completed', defaultMessage: 'Completed' },
  statusCancelled: { id: 'promotions.status.cancelled', defaultMessage: 'Cancelled' },
  statusExpired: { id: 'promotions.status.expired', defaultMessage: 'Expired' },
  statusForfeited: { id: 'promotions.status.forfeited', defaultMessage: 'Forfeited' },
  started: { id: 'promotions.history.started', defaultMessage: 'Started' },
  expiry: { id: 'promotions.history.expiry', defaultMessage: 'Expiry' },
  converted: { id: 'promotions.history.converted', defaultMessage: 'Converted' },
  name: { id: 'promotions.history.name', defaultMessage: 'Bonus' },
  type: { id: 'promotions.history.type', defaultMessage: 'Type' },
});
