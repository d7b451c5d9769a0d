// /deposit (spec 2): a player page with the deposit flow.
import { useIntl } from 'react-intl';
import { usePlayerDetails } from '../../core/guards/AudienceGate.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import styles from './Deposit.module.css';
import { DepositFlow } from './DepositFlow.tsx';
import { depositMessages as messages } from './depositMessages.ts';

export function DepositPage() {
  const intl = useIntl();
  const details = usePlayerDetails();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  return (
    <div className={styles.page} data-testid="deposit-page">
      <h1 className={styles.title}>{title}</h1>
      <DepositFlow details={details} />
    </div>
  );
}

// The page manifest loads this module as is.
export { DepositPage as Component };
