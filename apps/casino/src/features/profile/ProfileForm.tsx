// The profile information form of spec 2: e-mail, first and last name, phone code and phone, date
// of birth, country, city, postal code, address, gender; locked fields read-only with the reason
// as their description; Update enabled only when something changed. Presentational: values,
// errors and outcomes come in, changes and the submit go out.
import {
  Button,
  type CountryCode,
  DateInput,
  type DayKey,
  FormErrorSummary,
  Icon,
  PhoneField,
  RadioGroup,
  Select,
  type SelectOption,
  TextField,
} from '@casino/ui';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { emailCharactersOnly, isAllowedEmailKey } from '../../core/rules/index.ts';
import styles from './Profile.module.css';
import type { FieldLocks, Gender, LockReason, ProfileField, ProfileValues } from './profileForm.ts';
import { profileMessages as messages } from './profileMessages.ts';

export const lockMessages: Record<LockReason, MessageDescriptor> = {
  emailVerified: messages.lockedEmail,
  nameSet: messages.lockedName,
  phoneSet: messages.lockedPhone,
  birthdaySet: messages.lockedBirthday,
  countryAfterBirthday: messages.lockedCountry,
  kycApproved: messages.lockedAddress,
};

export const genderMessages: Record<Gender, MessageDescriptor> = {
  'Not to say': messages.genderNotToSay,
  Male: messages.genderMale,
  Female: messages.genderFemale,
};

export interface ProfileFormProps {
  values: ProfileValues;
  /** Shown errors per field (already formatted). */
  errors: Partial<Record<ProfileField, string>>;
  locks: FieldLocks;
  countries: readonly SelectOption[];
  phoneCodes: readonly CountryCode[];
  /** The player's today, for the date-of-birth range. */
  today: DayKey;
  /** Something differs from the stored profile. */
  changed: boolean;
  /** A submit was tried with errors: show the summary. */
  showSummary: boolean;
  pending: boolean;
  /** The server's refusal or failure, not tied to a field. */
  serverError?: string | undefined;
  /** The server's success message. */
  success?: string | undefined;
  /** The country list could not be loaded: a notice with a retry. */
  countriesError?: ReactNode;
  onChange: <F extends ProfileField>(field: F, value: ProfileValues[F]) => void;
  onSubmit: () => void;
}

export function ProfileForm({
  values,
  errors,
  locks,
  countries,
  phoneCodes,
  today,
  changed,
  showSummary,
  pending,
  serverError,
  success,
  countriesError,
  onChange,
  onSubmit,
}: ProfileFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const nothingId = useId();
  const lockHint = (field: ProfileField) => {
    const reason = locks[field];
    if (!reason) return undefined;
    return (
      <span className={styles.lockHint} data-lock={field}>
        <Icon name="lock" aria-hidden="true" />
        {intl.formatMessage(lockMessages[reason])} {intl.formatMessage(messages.lockedHelp)}
      </span>
    );
  };
  const text = (
    field: 'email' | 'firstName' | 'lastName' | 'city' | 'zipCode' | 'address',
    label: MessageDescriptor,
    extra: { autoComplete?: string; wide?: boolean } = {},
  ) => (
    <div className={`${locks[field] ? styles.locked : ''} ${extra.wide ? styles.wide : ''}`}>
      <TextField
        label={intl.formatMessage(label)}
        name={field}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={extra.autoComplete}
        value={values[field]}
        readOnly={Boolean(locks[field])}
        aria-readonly={locks[field] ? true : undefined}
        error={errors[field]}
        hint={lockHint(field)}
        {...(field === 'email' && !locks.email
          ? {
              onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
                if (!isAllowedEmailKey(event)) event.preventDefault();
              },
            }
          : {})}
        onChange={(event) =>
          onChange(field, field === 'email' ? emailCharactersOnly(event.target.value) : event.target.value)
        }
      />
    </div>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      data-testid="profile-form"
    >
      <h2 className={styles.sectionTitle} id={titleId}>
        {intl.formatMessage(messages.information)}
      </h2>
      <FormErrorSummary show={showSummary} />
      <div className={styles.grid}>
        {text('email', messages.email, { autoComplete: 'email', wide: true })}
        {text('firstName', messages.firstName, { autoComplete: 'given-name' })}
        {text('lastName', messages.lastName, { autoComplete: 'family-name' })}
        <PhoneField
          label={intl.formatMessage(messages.phone)}
          name="phone"
          codes={phoneCodes}
          value={{ dialCode: values.phoneCode, number: values.phone }}
          disabled={Boolean(locks.phone)}
          error={errors.phone}
          hint={lockHint('phone')}
          onChange={(next) => {
            if (next.dialCode !== values.phoneCode) onChange('phoneCode', next.dialCode);
            if (next.number !== values.phone) onChange('phone', next.number);
          }}
        />
        <DateInput
          label={intl.formatMessage(messages.dateOfBirth)}
          name="dateOfBirth"
          today={today}
          value={values.dateOfBirth}
          disabled={Boolean(locks.dateOfBirth)}
          error={errors.dateOfBirth}
          hint={lockHint('dateOfBirth')}
          onChange={(next) => onChange('dateOfBirth', next)}
        />
        <Select
          label={intl.formatMessage(messages.country)}
          name="countryCode"
          autoComplete="country"
          options={countries}
          placeholder={intl.formatMessage(messages.selectCountry)}
          value={values.countryCode}
          disabled={Boolean(locks.countryCode)}
          error={errors.countryCode}
          hint={countriesError ?? lockHint('countryCode')}
          onChange={(event) => onChange('countryCode', event.target.value)}
        />
        {text('city', messages.city, { autoComplete: 'address-level2' })}
        {text('zipCode', messages.zipCode, { autoComplete: 'postal-code' })}
        {text('address', messages.address, { autoComplete: 'street-address', wide: true })}
        <div className={styles.wide}>
          <RadioGroup
            legend={intl.formatMessage(messages.gender)}
            name="gender"
            value={values.gender}
            options={(Object.keys(genderMessages) as Gender[]).map((gender) => ({
              value: gender,
              label: intl.formatMessage(genderMessages[gender]),
            }))}
            onChange={(next) => onChange('gender', next as Gender)}
          />
        </div>
      </div>
      <div role="alert" className={styles.live}>
        {serverError && (
          <p className={styles.error} data-testid="profile-error">
            {serverError}
          </p>
        )}
      </div>
      <div role="status" className={styles.live}>
        {success && (
          <p className={styles.success} data-testid="profile-success">
            {success}
          </p>
        )}
      </div>
      <div className={styles.submitRow}>
        <Button
          type="submit"
          kind="accent"
          loading={pending}
          disabled={!changed}
          aria-describedby={changed ? undefined : nothingId}
        >
          {intl.formatMessage(messages.update)}
        </Button>
        {!changed && (
          <p className={styles.muted} id={nothingId}>
            {intl.formatMessage(messages.nothingChanged)}
          </p>
        )}
      </div>
    </form>
  );
}
