// Before a deposit: the profile data the brand asks for (allowDepWithoutAddress off or
// onDepositShowAllField on) is completed on the profile form itself, with its rules and locks (one
// form, not a second copy of it); allowKYCBeforeDeposit offers verification before a first deposit.
import { Button } from '@casino/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../core/routing/AppLink.tsx';
import styles from './Deposit.module.css';
import { depositMessages as messages } from './depositMessages.ts';
import type { DepositProfileField } from './logic/profileGaps.ts';

const fieldLabels = {
  firstName: messages.fieldFirstName,
  lastName: messages.fieldLastName,
  phone: messages.fieldPhone,
  dateOfBirth: messages.fieldDateOfBirth,
  countryCode: messages.fieldCountry,
  city: messages.fieldCity,
  zipCode: messages.fieldZip,
  address: messages.fieldAddress,
} as const;

export interface ProfileGapsProps {
  missing: readonly DepositProfileField[];
  offerKyc: boolean;
  onSkipKyc: () => void;
}

type GapLink = (page: 'editProfile' | 'verify', label: string) => ReactNode;

/** The links go through the app's router (AppLink). */
const appLink: GapLink = (page, label) => (
  <AppLink
    target={{ page }}
    render={(props) => (
      <Button href={props.href} onClick={props.onClick} kind="accent">
        {label}
      </Button>
    )}
  />
);

export function ProfileGaps(props: ProfileGapsProps) {
  return <ProfileGapsView {...props} link={appLink} />;
}

/** Presentational: `link` renders the way to the profile form or to verification. */
export function ProfileGapsView({
  missing,
  offerKyc,
  onSkipKyc,
  link,
}: ProfileGapsProps & { link: GapLink }) {
  const intl = useIntl();
  if (missing.length)
    return (
      <section className={styles.card} data-testid="deposit-profile-gaps">
        <h2 className={styles.sectionTitle}>{intl.formatMessage(messages.detailsTitle)}</h2>
        <p>{intl.formatMessage(messages.detailsText)}</p>
        <p>
          {intl.formatMessage(messages.missingFields, {
            fields: intl.formatList(missing.map((field) => intl.formatMessage(fieldLabels[field]))),
          })}
        </p>
        {link('editProfile', intl.formatMessage(messages.detailsEdit))}
      </section>
    );
  if (!offerKyc) return null;
  return (
    <section className={styles.card} data-testid="deposit-kyc-offer">
      <p>{intl.formatMessage(messages.kycOffer)}</p>
      <div className={styles.actions}>
        {link('verify', intl.formatMessage(messages.kycVerify))}
        <Button kind="outline" onClick={onSkipKyc}>
          {intl.formatMessage(messages.kycSkip)}
        </Button>
      </div>
    </section>
  );
}
