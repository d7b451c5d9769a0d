import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const depositMessages = defineMessages({
  title: { id: 'deposit.title', defaultMessage: 'Deposit' },
  loading: { id: 'deposit.loading', defaultMessage: 'Loading payment methods…' },
  methods: { id: 'deposit.methods', defaultMessage: 'Payment method' },
  noMethods: {
    id: 'deposit.noMethods',
    defaultMessage: 'No payment method is available for your country and currency.',
  },
  methodRange: defineMessage<{ max: string; min: string }>({
    id: 'deposit.methodRange',
    defaultMessage: '{min} – {max}',
  }),
  amount: { id: 'deposit.amount', defaultMessage: 'Amount' },
  submit: defineMessage<{ amount: string }>({ id: 'deposit.submit', defaultMessage: 'Deposit {amount}' }),
  submitting: { id: 'deposit.submitting', defaultMessage: 'Processing…' },
  aboveZero: { id: 'deposit.amount.aboveZero', defaultMessage: 'The amount must be above 0.' },
  range: defineMessage<{ max: string; min: string }>({
    id: 'deposit.amount.range',
    defaultMessage: 'The amount must be between {min} and {max}.',
  }),
  cardTitle: { id: 'deposit.card.title', defaultMessage: 'Card details' },
  cardHolder: { id: 'deposit.card.holder', defaultMessage: 'Cardholder name' },
  cardNumber: { id: 'deposit.card.number', defaultMessage: 'Card number' },
  // The format stays one unit (<nowrap>): Gecko breaks a line after the slash of "(MM/YY)".
  cardExpiry: defineMessage<{ nowrap: MessageTag }>({
    id: 'deposit.card.expiry',
    defaultMessage: 'Expiry date <nowrap>(MM/YY)</nowrap>',
  }),
  /** The expiry's format in the player's letters, as the label writes it. */
  cardExpiryPlaceholder: { id: 'deposit.card.expiryPlaceholder', defaultMessage: 'MM/YY' },
  cardCvc: { id: 'deposit.card.cvc', defaultMessage: 'CVC' },
  cardBrand: defineMessage<{ brand: string }>({
    id: 'deposit.card.brand',
    defaultMessage: 'Card type: {brand}',
  }),
  required: { id: 'deposit.card.required', defaultMessage: 'Required' },
  invalidNumber: { id: 'deposit.card.invalidNumber', defaultMessage: 'Please enter a valid card number' },
  invalidExpiry: { id: 'deposit.card.invalidExpiry', defaultMessage: 'Please enter a valid expiry date' },
  invalidMonth: { id: 'deposit.card.invalidMonth', defaultMessage: 'Invalid month' },
  expired: { id: 'deposit.card.expired', defaultMessage: 'Expiry date is in the past' },
  invalidCvc: { id: 'deposit.card.invalidCvc', defaultMessage: 'CVC must be exactly 3 digits' },
  phone: { id: 'deposit.phone', defaultMessage: 'Phone number' },
  phoneTooShort: {
    id: 'deposit.phone.tooShort',
    defaultMessage: 'Phone number is too short. It must be at least 6 characters long.',
  },
  redirecting3ds: {
    id: 'deposit.3ds.redirecting',
    defaultMessage: 'Redirecting to your bank to confirm the payment…',
  },
  failedNotice: defineMessage<{ method: string }>({
    id: 'deposit.failedNotice',
    defaultMessage: 'Your deposit with {method} did not go through. Try another method.',
  }),
  // Crypto top-up (spec 1, 5).
  cryptoTitle: defineMessage<{ currency: string }>({
    id: 'deposit.crypto.title',
    defaultMessage: 'Top up with {currency}',
  }),
  network: { id: 'deposit.crypto.network', defaultMessage: 'Network' },
  address: defineMessage<{ currency: string; network: string }>({
    id: 'deposit.crypto.address',
    defaultMessage: 'Your {currency} deposit address ({network})',
  }),
  qrLabel: defineMessage<{ network: string }>({
    id: 'deposit.crypto.qr',
    defaultMessage: 'QR code of the {network} deposit address',
  }),
  copyAddress: { id: 'deposit.crypto.copy', defaultMessage: 'Copy address' },
  networkWarning: defineMessage<{ network: string }>({
    id: 'deposit.crypto.networkWarning',
    defaultMessage: 'Send only over the {network} network. Coins sent over another network are lost.',
  }),
  minimumWarning: defineMessage<{ minimum: string }>({
    id: 'deposit.crypto.minimumWarning',
    defaultMessage: 'Send at least {minimum}. A smaller deposit is not credited and is lost.',
  }),
  // Outcomes (spec 8).
  returnedTitle: { id: 'deposit.outcome.return.title', defaultMessage: 'Deposit Returned' },
  declinedTitle: { id: 'deposit.outcome.decline.title', defaultMessage: 'Deposit Declined' },
  cancelledTitle: { id: 'deposit.outcome.cancel.title', defaultMessage: 'Deposit Cancelled' },
  pendingTitle: { id: 'deposit.outcome.pending.title', defaultMessage: 'Deposit in Progress' },
  failedTitle: { id: 'deposit.outcome.failed.title', defaultMessage: 'Oops! Deposit Attempt Unsuccessful' },
  successTitle: { id: 'deposit.outcome.success.title', defaultMessage: 'Deposit Successful' },
  threeDsTitle: { id: 'deposit.outcome.3ds.title', defaultMessage: 'Confirming your payment' },
  returnedText: defineMessage<{ method: string }>({
    id: 'deposit.outcome.return.text',
    defaultMessage: 'Your deposit with {method} was returned. No money was taken.',
  }),
  declinedText: defineMessage<{ method: string }>({
    id: 'deposit.outcome.decline.text',
    defaultMessage: 'Your deposit with {method} was declined.',
  }),
  cancelledText: defineMessage<{ method: string }>({
    id: 'deposit.outcome.cancel.text',
    defaultMessage: 'Your deposit with {method} was cancelled.',
  }),
  pendingText: defineMessage<{ method: string }>({
    id: 'deposit.outcome.pending.text',
    defaultMessage: 'Your deposit with {method} is being processed. Your balance updates when it completes.',
  }),
  failedText: defineMessage<{ method: string }>({
    id: 'deposit.outcome.failed.text',
    defaultMessage: 'Your deposit with {method} did not go through.',
  }),
  successText: defineMessage<{ method: string }>({
    id: 'deposit.outcome.success.text',
    defaultMessage: 'Your deposit with {method} was credited.',
  }),
  unknownMethod: { id: 'deposit.outcome.unknownMethod', defaultMessage: 'your payment method' },
  threeDsConfirming: {
    id: 'deposit.3ds.confirming',
    defaultMessage: 'Confirming your payment with your bank…',
  },
  threeDsDone: {
    id: 'deposit.3ds.done',
    defaultMessage: 'Your payment is confirmed and your balance is updated.',
  },
  threeDsAlready: { id: 'deposit.3ds.already', defaultMessage: 'This payment was confirmed already.' },
  threeDsMissing: { id: 'deposit.3ds.missing', defaultMessage: 'The bank sent no authentication data.' },
  retry: { id: 'deposit.retry', defaultMessage: 'Retry' },
  alternative: { id: 'deposit.alternative', defaultMessage: 'Use another method' },
  done: { id: 'deposit.done', defaultMessage: 'Done' },
  // Deposit errors (spec 8).
  errorGeneric: { id: 'deposit.error.generic', defaultMessage: 'Deposit error' },
  errorGlobal: {
    id: 'deposit.error.global',
    defaultMessage:
      'The cashier cannot open: your account needs verification or the payment methods are not available in your country. If you use a VPN, turn it off and try again.',
  },
  errorCountry: {
    id: 'deposit.error.countryBlock',
    defaultMessage:
      'Deposits with this method are not available in your country. If you use a VPN, turn it off and try again.',
  },
  errorEmail: {
    id: 'deposit.error.emailVerification',
    defaultMessage: 'Please verify your e-mail address before depositing.',
  },
  errorTransaction: {
    id: 'deposit.error.transactionFailed',
    defaultMessage: 'The transaction failed. Please try again.',
  },
  errorBelowZero: { id: 'deposit.error.amountBelowZero', defaultMessage: 'The amount must be above 0.' },
  errorUnified: {
    id: 'deposit.error.unified',
    defaultMessage: 'Something went wrong with your deposit. Please contact support.',
  },
  errorPhone: {
    id: 'deposit.error.phone',
    defaultMessage: 'Phone number is too short. It must be at least 6 characters long.',
  },
  // Missing profile data and verification before the first deposit.
  detailsTitle: { id: 'deposit.details.title', defaultMessage: 'Complete your profile to deposit' },
  detailsText: {
    id: 'deposit.details.text',
    defaultMessage: 'We need a few more details before your deposit.',
  },
  detailsEdit: { id: 'deposit.details.edit', defaultMessage: 'Complete profile' },
  kycOffer: {
    id: 'deposit.kyc.text',
    defaultMessage: 'You can verify your identity now, so your first withdrawal is not held up later.',
  },
  kycVerify: { id: 'deposit.kyc.verify', defaultMessage: 'Verify now' },
  kycSkip: { id: 'deposit.kyc.skip', defaultMessage: 'Deposit first' },
  missingFields: defineMessage<{ fields: string }>({
    id: 'deposit.details.missing',
    defaultMessage: 'Missing: {fields}',
  }),
  fieldFirstName: { id: 'deposit.details.firstName', defaultMessage: 'First name' },
  fieldLastName: { id: 'deposit.details.lastName', defaultMessage: 'Last name' },
  fieldPhone: { id: 'deposit.details.phone', defaultMessage: 'Phone' },
  fieldDateOfBirth: { id: 'deposit.details.dateOfBirth', defaultMessage: 'Date of birth' },
  fieldCountry: { id: 'deposit.details.country', defaultMessage: 'Country' },
  fieldCity: { id: 'deposit.details.city', defaultMessage: 'City' },
  fieldZip: { id: 'deposit.details.zipCode', defaultMessage: 'Postal code' },
  fieldAddress: { id: 'deposit.details.address', defaultMessage: 'Address' },
  headerDeposit: { id: 'deposit.header', defaultMessage: 'Deposit' },
});

/** The bonus choice in the cashier (issue 35): the offers, what the amount gets, the receipt. */
export const depositBonusMessages = defineMessages({
  legend: { id: 'deposit.bonus.legend', defaultMessage: 'Bonus' },
  none: { id: 'deposit.bonus.none', defaultMessage: 'No bonus' },
  terms: defineMessage<{ percent: string; maximum: string }>({
    id: 'deposit.bonus.terms',
    defaultMessage: '{percent}% up to {maximum}',
  }),
  termsOpen: defineMessage<{ percent: string }>({
    id: 'deposit.bonus.termsOpen',
    defaultMessage: '{percent}% of your deposit',
  }),
  minimum: defineMessage<{ minimum: string }>({
    id: 'deposit.bonus.minimum',
    defaultMessage: 'Minimum deposit {minimum}',
  }),
  youGet: defineMessage<{ bonus: string }>({
    id: 'deposit.bonus.youGet',
    defaultMessage: 'You get {bonus}',
  }),
  youGetCapped: defineMessage<{ bonus: string }>({
    id: 'deposit.bonus.youGetCapped',
    defaultMessage: 'You get {bonus}, the maximum',
  }),
  freeSpins: defineMessage<{ count: number }>({
    id: 'deposit.bonus.freeSpins',
    defaultMessage: 'plus {count, plural, one {# free spin} other {# free spins}}',
  }),
  wagering: defineMessage<{ multiplier: string; amount: string }>({
    id: 'deposit.bonus.wagering',
    defaultMessage: 'Wagering: {multiplier}× the bonus, {amount} in all',
  }),
  wageringMultiple: defineMessage<{ multiplier: string }>({
    id: 'deposit.bonus.wageringMultiple',
    defaultMessage: 'Wagering: {multiplier}× the bonus',
  }),
  wageringRealToFun: {
    id: 'deposit.bonus.wageringRealToFun',
    defaultMessage: 'Wagered with real money first, then bonus money',
  },
  wageringRealOnly: {
    id: 'deposit.bonus.wageringRealOnly',
    defaultMessage: 'Wagered with real money only',
  },
  expiry: defineMessage<{ date: Date; days: number }>({
    id: 'deposit.bonus.expiry',
    defaultMessage:
      'Valid until {date, date, medium}: {days, plural, one {# day} other {# days}} after your deposit',
  }),
  loading: { id: 'deposit.bonus.loading', defaultMessage: 'Loading bonuses…' },
  loadFailed: {
    id: 'deposit.bonus.loadFailed',
    defaultMessage: 'The bonuses could not be loaded. You can deposit without a bonus or try again.',
  },
  requestedBlocked: defineMessage<{ name: string; reason: string }>({
    id: 'deposit.bonus.requestedBlocked',
    defaultMessage: '{name} is not available now. {reason}',
  }),
  nextTransfer: defineMessage<{ name: string }>({
    id: 'deposit.bonus.nextTransfer',
    defaultMessage: 'Bonus for your next transfer: {name}',
  }),
  nextTransferNone: {
    id: 'deposit.bonus.nextTransferNone',
    defaultMessage: 'No bonus applies to your next transfer.',
  },
  receiptAmount: defineMessage<{ amount: string }>({
    id: 'deposit.receipt.amount',
    defaultMessage: 'You deposited {amount}.',
  }),
  receiptBonus: defineMessage<{ amount: string; name: string }>({
    id: 'deposit.receipt.bonus',
    defaultMessage: 'Bonus received: {amount} with {name}.',
  }),
  receiptWagering: defineMessage<{ amount: string; date: Date }>({
    id: 'deposit.receipt.wagering',
    defaultMessage:
      'Wager {amount} by {date, date, medium} to turn it into real money. Follow it in My bonuses.',
  }),
  receiptRefused: defineMessage<{ name: string; reason: string }>({
    id: 'deposit.receipt.refused',
    defaultMessage: 'Your deposit is credited, but {name} was not given. {reason}',
  }),
});
