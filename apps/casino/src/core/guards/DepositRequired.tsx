// spec 6 / 8 'Deposit Required': the one place that says a feature needs a deposit, with the way
// there. A `depositor` page shows the notice in place of the page (AudienceGate); a feature whose
// action needs a deposit wraps the action with useRequireDeposit, which opens the popup
// (?modal=deposit-required, registered by the deposit feature) for a player without a deposit.
import { Button } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApp } from '../AppContext.tsx';
import { userDetailsQuery } from '../api/queries.ts';
import { pageStateMessages as messages } from '../messages.ts';
import { searchWithModal } from '../modals/modalNavigation.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { usePageBuilt } from '../routing/links.ts';
import styles from '../ui/PageStates.module.css';
import { DEPOSIT_REQUIRED_MODAL } from './depositRequiredModal.ts';

/** The notice's words and the deposit button (shown when the cashier exists). */
export function DepositRequiredNotice({ heading = true }: { heading?: boolean }) {
  const intl = useIntl();
  const pageBuilt = usePageBuilt();
  return (
    <DepositRequiredView
      heading={heading}
      action={
        pageBuilt('deposit') && (
          <AppLink
            target={{ page: 'deposit' }}
            render={(props) => (
              <Button href={props.href} onClick={props.onClick} kind="accent">
                {intl.formatMessage(messages.deposit)}
              </Button>
            )}
          />
        )
      }
    />
  );
}

/** Presentational: the words, and `action` (the way to the deposit) under them. */
export function DepositRequiredView({ heading = true, action }: { heading?: boolean; action?: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.guard} data-testid="deposit-needed">
      {heading && <h1 className={styles.heading}>{intl.formatMessage(messages.depositRequired)}</h1>}
      <p>{intl.formatMessage(messages.depositRequiredText)}</p>
      {action}
    </div>
  );
}

/** The popup's body (the modal's title already says 'Deposit Required'). */
export default function DepositRequiredModal() {
  return <DepositRequiredNotice heading={false} />;
}

/**
 * Guards an action that needs a deposit: runs it for a player with at least one deposit, else opens
 * the 'Deposit Required' popup. The server still refuses what needs a deposit; this only explains.
 */
export function useRequireDeposit(): (action: () => void) => void {
  const { api } = useApp();
  const details = useQuery(userDetailsQuery.options(api));
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (action) => {
    if ((details.data?.depositCount ?? 0) > 0) action();
    else void navigate(`${pathname}${searchWithModal(search, DEPOSIT_REQUIRED_MODAL)}`);
  };
}
