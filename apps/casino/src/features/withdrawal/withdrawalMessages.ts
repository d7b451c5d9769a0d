// Every string of the withdrawal page (spec 5 and 8 wording where the spec has it).
import { defineMessage, defineMessages } from 'react-intl';

export const withdrawalMessages = defineMessages({
  title: { id: 'withdrawal.title', defaultMessage: 'Withdrawal' },
  loading: { id: 'withdrawal.loading', defaultMessage: 'Loading the withdrawal' },
  loadFailed: { id: 'withdrawal.loadFailed', defaultMessage: 'The withdrawal could not be loaded.' },
  restrictionsTitle: { id: 'withdrawal.restrictions.title', defaultMessage: 'You cannot withdraw yet' },
  activeBonus: defineMessage<{ bonus: string }>({
    id: 'withdrawal.restriction.activeBonus',
    defaultMessage:
      'Your bonus “{bonus}” is active. Withdrawal is not allowed while a bonus is active: cancel the bonus or finish its wagering first.',
  }),
  activeBonusUnnamed: {
    id: 'withdrawal.restriction.activeBonusUnnamed',
    defaultMessage:
      'A bonus is active. Withdrawal is not allowed while a bonus is active: cancel the bonus or finish its wagering first.',
  },
  manageBonuses: { id: 'withdrawal.restriction.manageBonuses', defaultMessage: 'Go to my bonuses' },
  wagering: defineMessage<{ amount: string }>({
    id: 'withdrawal.restriction.wagering',
    defaultMessage: 'Your deposits are not wagered yet. Wager {amount} more to withdraw.',
  }),
  playGames: { id: 'withdrawal.restriction.playGames', defaultMessage: 'Play games' },
  noDeposit: {
    id: 'withdrawal.restriction.noDeposit',
    defaultMessage: 'Make at least one deposit before your first withdrawal.',
  },
  deposit: { id: 'withdrawal.restriction.deposit', defaultMessage: 'Deposit' },
  emailNotVerified: {
    id: 'withdrawal.restriction.emailNotVerified',
    defaultMessage: 'Verify your e-mail address before withdrawing: open the link we sent you.',
  },
  kycRequired: {
    id: 'withdrawal.restriction.kyc',
    defaultMessage: 'Verify your identity before withdrawing: upload your documents for review.',
  },
  verifyIdentity: { id: 'withdrawal.restriction.verifyIdentity', defaultMessage: 'Verify my identity' },
  method: { id: 'withdrawal.method', defaultMessage: 'Withdrawal method' },
  noMethods: {
    id: 'withdrawal.noMethods',
    defaultMessage: 'No withdrawal method is available for your country and currency.',
  },
  balance: { id: 'withdrawal.balance', defaultMessage: 'Withdrawable balance' },
  amount: { id: 'withdrawal.amount', defaultMessage: 'Amount' },
  amountRange: defineMessage<{ min: string; max: string }>({
    id: 'withdrawal.amountRange',
    defaultMessage: 'Between {min} and {max}',
  }),
  network: { id: 'withdrawal.network', defaultMessage: 'Network' },
  chooseNetwork: { id: 'withdrawal.chooseNetwork', defaultMessage: 'Choose a network' },
  address: { id: 'withdrawal.address', defaultMessage: 'Wallet address' },
  pasteAddress: { id: 'withdrawal.pasteAddress', defaultMessage: 'Paste wallet address' },
  accountName: { id: 'withdrawal.accountName', defaultMessage: 'Account holder name' },
  accountNumber: { id: 'withdrawal.accountNumber', defaultMessage: 'Account number' },
  email: { id: 'withdrawal.email', defaultMessage: 'E-mail' },
  bankCode: { id: 'withdrawal.bankCode', defaultMessage: 'Bank code (IFSC)' },
  bankName: { id: 'withdrawal.bankName', defaultMessage: 'Bank name' },
  branch: { id: 'withdrawal.branch', defaultMessage: 'Branch (optional)' },
  bankAddress: { id: 'withdrawal.bankAddress', defaultMessage: 'Bank address (optional)' },
  upiId: { id: 'withdrawal.upiId', defaultMessage: 'UPI ID' },
  iban: { id: 'withdrawal.iban', defaultMessage: 'IBAN' },
  bic: { id: 'withdrawal.bic', defaultMessage: 'BIC / SWIFT code' },
  walletAccount: { id: 'withdrawal.walletAccount', defaultMessage: 'E-wallet account (e-mail or ID)' },
  card: { id: 'withdrawal.card', defaultMessage: 'Card to pay to' },
  cardOption: defineMessage<{ last4: string; expiry: string }>({
    id: 'withdrawal.cardOption',
    defaultMessage: 'Card ending {last4}, expires {expiry}',
  }),
  phone: { id: 'withdrawal.phone', defaultMessage: 'Phone number' },
  optional: defineMessage<{ field: string }>({
    id: 'withdrawal.optional',
    defaultMessage: '{field} (optional)',
  }),
  calculate: { id: 'withdrawal.calculate', defaultMessage: 'Calculate withdrawal' },
  confirm: { id: 'withdrawal.confirm', defaultMessage: 'Confirm withdrawal' },
  fee: { id: 'withdrawal.fee', defaultMessage: 'Fee' },
  net: { id: 'withdrawal.net', defaultMessage: 'You receive' },
  balanceAfter: { id: 'withdrawal.balanceAfter', defaultMessage: 'Balance after' },
  summary: { id: 'withdrawal.summary', defaultMessage: 'Withdrawal summary' },
  reviewNote: {
    id: 'withdrawal.reviewNote',
    defaultMessage: 'Withdrawals are reviewed before they are paid out; this takes up to 24 hours.',
  },
  calculateError: { id: 'withdrawal.error.calculate', defaultMessage: 'Error calculating withdrawal' },
  withdrawError: { id: 'withdrawal.error.withdraw', defaultMessage: 'Withdrawal error' },
  success: { id: 'withdrawal.success', defaultMessage: 'Withdrawal success' },
  successDetail: defineMessage<{ amount: string }>({
    id: 'withdrawal.successDetail',
    defaultMessage: 'We received your withdrawal of {amount}. Its status is pending until it is reviewed.',
  }),
  another: { id: 'withdrawal.another', defaultMessage: 'Make another withdrawal' },
  viewTransactions: { id: 'withdrawal.viewTransactions', defaultMessage: 'View transactions' },
  // spec 5 messages (crypto) and the bank rules.
  amountRequired: { id: 'withdrawal.validation.amount', defaultMessage: 'Please enter your withdraw amount' },
  addressRequired: { id: 'withdrawal.validation.address', defaultMessage: 'Please enter wallet address' },
  networkRequired: { id: 'withdrawal.validation.network', defaultMessage: 'Please select network' },
  bankCodeLength: defineMessage<{ min: number; max: number }>({
    id: 'withdrawal.validation.bankCode',
    defaultMessage: 'Bank code must be {min} to {max} characters',
  }),
  upiInvalid: { id: 'withdrawal.validation.upi', defaultMessage: 'Enter a valid UPI ID (name@bank)' },
  ibanInvalid: {
    id: 'withdrawal.validation.iban',
    defaultMessage: 'This IBAN is not valid: check it against your bank details',
  },
  bicInvalid: {
    id: 'withdrawal.validation.bic',
    defaultMessage: 'Enter a valid BIC / SWIFT code (8 or 11 characters)',
  },
});
