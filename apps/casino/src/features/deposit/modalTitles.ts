// The deposit modals' titles on their own: the registry (every page) needs them, the bodies not.
import { defineMessages } from 'react-intl';

export const depositModalTitles = defineMessages({
  deposit: { id: 'deposit.title', defaultMessage: 'Deposit' },
  return: { id: 'deposit.outcome.return.title', defaultMessage: 'Deposit Returned' },
  decline: { id: 'deposit.outcome.decline.title', defaultMessage: 'Deposit Declined' },
  cancel: { id: 'deposit.outcome.cancel.title', defaultMessage: 'Deposit Cancelled' },
  pending: { id: 'deposit.outcome.pending.title', defaultMessage: 'Deposit in Progress' },
  failed: { id: 'deposit.outcome.failed.title', defaultMessage: 'Oops! Deposit Attempt Unsuccessful' },
  success: { id: 'deposit.outcome.success.title', defaultMessage: 'Deposit Successful' },
  threeDs: { id: 'deposit.outcome.3ds.title', defaultMessage: 'Confirming your payment' },
  header: { id: 'deposit.header', defaultMessage: 'Deposit' },
});
