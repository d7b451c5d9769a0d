// The linked-account registration form titled 'Register' (spec 2, 4, 5), presentational: values,
// errors and options in, changes and submit out. Date of birth uses the design system's
// day/month/year picker (spec 2).
import {
  BirthdayPicker,
  Button,
  Checkbox,
  type DayKey,
  FormErrorSummary,
  PhoneField,
  Stack,
  TextField,
} from '@casino/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { emailCharactersOnly, isAllowedEmailKey } from '../../../core/rules/index.ts';
import styles from '../Registration.module.css';
import { linkedSignupMessages as messages } from './linkedSignupMessages.ts';
import type { LinkedSignupValues } from './validateLinkedSignup.ts';

export interface LinkedSignupFormProps {
  values: LinkedSignupValues;
  errors: Partial<Record<keyof LinkedSignupValues, string>>;
  onChange: (patch: Partial<LinkedSignupValues>) => void;
  phoneCodes: readonly { country: string; dialCode: string }[];
  today: DayKey;
  /** New sign-ups accept the terms; a returning player (registered_user cookie) is not asked. */
  needsTerms: boolean;
  termsHref?: string | undefined;
  showSummary: boolean;
  pending: boolean;
  serverError?: string | undefined;
  onSubmit: () => void;
}

export function LinkedSignupForm(props: LinkedSignupFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { values, errors, onChange } = props;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const name = (field: 'firstName' | 'lastName', autoComplete: string) => (
    <TextField
      label={t(messages[field])}
      name={field}
      autoComplete={autoComplete}
      required
      value={values[field]}
      error={errors[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(messages.title)}>
      <Stack gap={4}>
        <p className={styles.muted}>{t(messages.intro)}</p>
        <FormErrorSummary show={props.showSummary} />
        {props.serverError && (
          <p role="alert" className={styles.serverError} data-testid="linked-signup-error">
            {props.serverError}
          </p>
        )}
        <TextField
          label={t(messages.email)}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onKeyDown={(event) => {
            if (!isAllowedEmailKey(event)) event.preventDefault();
          }}
          onChange={(event) => onChange({ email: emailCharactersOnly(event.target.value) })}
        />
        <div className={styles.row}>
          {name('firstName', 'given-name')}
          {name('lastName', 'family-name')}
        </div>
        <BirthdayPicker
          label={t(messages.dateOfBirth)}
          today={props.today}
          value={values.dateOfBirth}
          error={errors.dateOfBirth}
          onChange={(dateOfBirth) => onChange({ dateOfBirth })}
        />
        <TextField
          label={t(messages.address)}
          name="address"
          autoComplete="street-address"
          value={values.address}
          error={errors.address}
          onChange={(event) => onChange({ address: event.target.value })}
        />
        <PhoneField
          label={t(messages.phone)}
          name="phone"
          codes={props.phoneCodes}
          value={{ dialCode: values.phoneCode, number: values.phone }}
          error={errors.phone}
          onChange={(next) => onChange({ phoneCode: next.dialCode, phone: next.number })}
        />
        <Checkbox
          label={t(messages.newsLetter)}
          name="newsLetter"
          checked={values.newsLetter}
          onChange={(event) => onChange({ newsLetter: event.target.checked })}
        />
        {props.needsTerms && (
          <Checkbox
            label={
              props.termsHref ? (
                <a href={props.termsHref} target="_blank" rel="noreferrer">
                  {t(messages.terms)}
                </a>
              ) : (
                t(messages.terms)
              )
            }
            name="terms"
            required
            checked={values.terms}
            error={errors.terms}
            onChange={(event) => onChange({ terms: event.target.checked })}
          />
        )}
        <Button type="submit" size="large" fullWidth loading={props.pending}>
          {t(messages.submit)}
        </Button>
      </Stack>
    </form>
  );
}
