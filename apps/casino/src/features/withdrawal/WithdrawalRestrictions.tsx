// What stands between the player and a withdrawal, each in words with its way out (spec 4: active
// bonus, deposit wagering, no deposit, unverified e-mail, KYC), shown before the form. The rules
// are the server's (withdraw/status); this view only words them. Presentational.
import type { WithdrawalRestriction } from '@casino/api-client';
import { useFormatAmount } from '@casino/ui';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './Withdrawal.module.css';
import { withdrawalMessages as messages } from './withdrawalMessages.ts';

export interface WithdrawalRestrictionsProps {
  restrictions: readonly WithdrawalRestriction[];
  currency: string;
  crypto: boolean;
  /** The way out of each restriction (a link, the resend action), by code. */
  actions?: Partial<Record<WithdrawalRestriction['code'], ReactNode>>;
}

export function WithdrawalRestrictions({
  restrictions,
  currency,
  crypto,
  actions = {},
}: WithdrawalRestrictionsProps) {
  const intl = useIntl();
  const formatMoney = useFormatAmount();
  const titleId = useId();
  if (restrictions.length === 0) return null;
  const wording = (restriction: WithdrawalRestriction): ReactNode => {
    switch (restriction.code) {
      case 'ACTIVE_BONUS':
        return restriction.bonusName
          ? intl.formatMessage(messages.activeBonus, { bonus: restriction.bonusName })
          : intl.formatMessage(messages.activeBonusUnnamed);
      case 'WAGERING_NOT_COMPLETE':
        return intl.formatMessage(messages.wagering, {
          amount: formatMoney(restriction.wagerLeft ?? '0', currency, { crypto }),
        });
      case 'DEPOSIT_REQUIRED':
        return intl.formatMessage(messages.noDeposit);
      case 'REQUIRED_EMAIL_VERIFICATION':
        return intl.formatMessage(messages.emailNotVerified);
      case 'KYC_REQUIRED':
        return intl.formatMessage(messages.kycRequired);
    }
  };
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="withdrawal-restrictions">
      <h2 className={styles.sectionTitle} id={titleId}>
        {intl.formatMessage(messages.restrictionsTitle)}
      </h2>
      <ul className={styles.restrictions}>
        {restrictions.map((restriction) => (
          <li key={restriction.code} className={styles.restriction} data-restriction={restriction.code}>
            <p>{wording(restriction)}</p>
            {actions[restriction.code] && <div className={styles.actions}>{actions[restriction.code]}</div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
