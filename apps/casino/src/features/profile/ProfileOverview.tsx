// /profile: the player's overview — name, e-mail and whether it is verified, KYC status, balance,
// and the last login (date, IP, location, as stored at login) — with links onward. Presentational:
// the page passes the links it resolved.
import { AmountDisplay, Badge } from '@casino/ui';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './Profile.module.css';
import { profileMessages as messages } from './profileMessages.ts';
import { KycBadge } from './verification/VerificationView.tsx';

export interface LastLogin {
  /** ISO date-time. */
  date: string | null;
  ip: string | null;
  location: string | null;
}

export interface ProfileOverviewProps {
  name: string | null;
  /** Empty when the account has none (or a placeholder). */
  email: string;
  isEmailVerified: boolean;
  kycStatus: string | null;
  balance: { value: number | string; currency: string; crypto: boolean };
  lastLogin: LastLogin;
  /** Links to edit the profile and to verification. */
  actions?: ReactNode;
}

export function ProfileOverview({
  name,
  email,
  isEmailVerified,
  kycStatus,
  balance,
  lastLogin,
  actions,
}: ProfileOverviewProps) {
  const intl = useIntl();
  const accountId = useId();
  const loginId = useId();
  const unknown = intl.formatMessage(messages.unknown);
  const date = lastLogin.date ? new Date(lastLogin.date) : null;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={accountId} data-testid="profile-overview">
        <h2 className={styles.sectionTitle} id={accountId}>
          {intl.formatMessage(messages.account)}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{intl.formatMessage(messages.name)}</dt>
            <dd>{name || intl.formatMessage(messages.noName)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.email)}</dt>
            <dd data-testid="profile-email">
              {email ? (
                <>
                  <span>{email}</span>
                  <Badge tone={isEmailVerified ? 'success' : 'warning'}>
                    {intl.formatMessage(isEmailVerified ? messages.emailVerified : messages.emailNotVerified)}
                  </Badge>
                </>
              ) : (
                intl.formatMessage(messages.noEmail)
              )}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.kyc)}</dt>
            <dd data-testid="profile-kyc">
              <KycBadge kycStatus={kycStatus} />
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.balanceTitle)}</dt>
            <dd data-testid="profile-balance">
              <AmountDisplay value={balance.value} currency={balance.currency} crypto={balance.crypto} />
            </dd>
          </div>
        </dl>
        {actions && <div className={styles.actions}>{actions}</div>}
      </section>
      <section className={styles.card} aria-labelledby={loginId} data-testid="last-login">
        <h2 className={styles.sectionTitle} id={loginId}>
          {intl.formatMessage(messages.lastLogin)}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{intl.formatMessage(messages.lastLoginDate)}</dt>
            <dd>
              {date && !Number.isNaN(date.getTime()) ? (
                <time dateTime={date.toISOString()}>
                  {intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              ) : (
                unknown
              )}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.lastLoginIp)}</dt>
            <dd>{lastLogin.ip || unknown}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.lastLoginLocation)}</dt>
            <dd>{lastLogin.location || unknown}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
