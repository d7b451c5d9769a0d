// spec 2: the KYC status discrepancy notice with a Refresh Status button (when the rule in
// kycStatus.ts finds the account status and the document statuses disagreeing).
import { Button, Callout } from '@casino/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { KycDiscrepancy } from './kycStatus.ts';
import styles from './Verification.module.css';
import { verificationMessages as messages } from './verificationMessages.ts';

export interface KycStatusNoticeProps {
  discrepancy: KycDiscrepancy;
  refreshing: boolean;
  /** The last refresh failed. */
  refreshError?: boolean;
  onRefresh: () => void;
}

export function KycStatusNotice({ discrepancy, refreshing, refreshError, onRefresh }: KycStatusNoticeProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="kyc-discrepancy">
      <Callout tone="warning">
        <h2 className={styles.noticeTitle} id={titleId}>
          {intl.formatMessage(messages.discrepancyTitle)}
        </h2>
        <p>
          {intl.formatMessage(
            discrepancy === 'documentsConfirmedNotApproved'
              ? messages.discrepancyConfirmed
              : messages.discrepancyOpen,
          )}
        </p>
        <Button type="button" kind="outline" size="small" loading={refreshing} onClick={onRefresh}>
          {intl.formatMessage(messages.refresh)}
        </Button>
        <div role="alert" className={styles.live}>
          {refreshError && !refreshing && (
            <p className={styles.error}>{intl.formatMessage(messages.refreshFailed)}</p>
          )}
        </div>
      </Callout>
    </section>
  );
}
