// Every string of the multi-wallet views (spec 2 /Wallet, the header's active wallet).
import { defineMessage, defineMessages } from 'react-intl';

export const walletMessages = defineMessages({
  title: { id: 'wallet.title', defaultMessage: 'Wallets' },
  activeWallet: { id: 'wallet.active', defaultMessage: 'Active wallet' },
  active: { id: 'wallet.activeBadge', defaultMessage: 'Active' },
  makeActive: defineMessage<{ currency: string }>({
    id: 'wallet.makeActive',
    defaultMessage: 'Use {currency}',
  }),
  balance: { id: 'wallet.balance', defaultMessage: 'Balance' },
  bonusBalance: { id: 'wallet.bonusBalance', defaultMessage: 'Bonus balance' },
  openTitle: { id: 'wallet.open.title', defaultMessage: 'Open another wallet' },
  currency: { id: 'wallet.open.currency', defaultMessage: 'Currency' },
  chooseCurrency: { id: 'wallet.open.choose', defaultMessage: 'Choose a currency' },
  open: { id: 'wallet.openWallet', defaultMessage: 'Open wallet' },
  oneWallet: {
    id: 'wallet.single',
    defaultMessage: 'This casino keeps one wallet per player, in the currency you chose at sign-up.',
  },
  loading: { id: 'wallet.loading', defaultMessage: 'Loading your wallets' },
  navigation: { id: 'wallet.navigation', defaultMessage: 'Cashier' },
  deposit: { id: 'wallet.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'wallet.withdraw', defaultMessage: 'Withdraw' },
  transactions: { id: 'wallet.transactions', defaultMessage: 'Transactions' },
});
