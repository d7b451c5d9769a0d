// The registration form (presentational): values, errors and options in, changes and submit out.
// Only the fields the registration field map shows are rendered; the e-mail field filters typing
// (spec 5) with the shared rule, everything else is the container's business.
import {
  Button,
  Checkbox,
  DateInput,
  type DayKey,
  FormErrorSummary,
  PasswordField,
  PhoneField,
  Select,
  type SelectOption,
  Stack,
  Tabs,
  TextField,
} from '@casino/ui';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  emailCharactersOnly,
  isAllowedEmailKey,
  type PasswordPolicy,
  passwordChecklist,
} from '../../core/rules/index.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import styles from './Registration.module.css';
import { type FieldMap, isRequired, isShown } from './registrationFields.ts';
import { registrationMessages as messages } from './registrationMessages.ts';
import type { RegistrationMethod, RegistrationValues } from './signUpPayload.ts';

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

export interface RegistrationFormProps {
  /** The ways this site registers (e-mail, phone, 1-click); one needs no tabs. */
  methods: readonly RegistrationMethod[];
  method: RegistrationMethod;
  onMethodChange: (method: RegistrationMethod) => void;
  fields: FieldMap;
  /** The brand's password rules, shown as a checklist that ticks while the player types. */
  passwordPolicy: PasswordPolicy;
  values: RegistrationValues;
  errors: RegistrationErrors;
  onChange: (patch: Partial<RegistrationValues>) => void;
  phoneCodes: readonly { country: string; dialCode: string }[];
  countries: readonly SelectOption[];
  currencies: readonly SelectOption[];
  /** The player's today, for the date-of-birth range. */
  today: DayKey;
  /** After a refused submit: "Please check fields with errors". */
  showSummary: boolean;
  pending: boolean;
  /** The server's refusal (its message, or 'msg.try.again'). */
  serverError?: string | undefined;
  /** Where the terms and conditions are. */
  termsHref?: string | undefined;
  onSubmit: () => void;
  onLogIn: () => void;
}

const methodLabel = {
  email: messages.methodEmail,
  phone: messages.methodPhone,
  oneClick: messages.methodOneClick,
} as const;

export function RegistrationForm(props: RegistrationFormProps) {
  const intl = useIntl();
  const { methods, method, onMethodChange, fields, values, errors, onChange } = props;
  const t = intl.formatMessage;
  const shown = (field: Parameters<typeof isShown>[1]) => isShown(fields, field);
  const required = (field: Parameters<typeof isShown>[1]) => isRequired(fields, field);
  const text = (
    field: 'firstName' | 'lastName' | 'city' | 'address' | 'zipCode' | 'nickname' | 'promoCode',
    autoComplete?: string,
  ) =>
    shown(field) ? (
      <TextField
        key={field}
        label={t(messages[field])}
        name={field}
        autoComplete={autoComplete}
        required={required(field)}
        value={values[field]}
        error={errors[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
    ) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  const form = (
    <form onSubmit={onSubmit} noValidate aria-label={t(messages.title)} data-method={method}>
      <Stack gap={4}>
        <FormErrorSummary show={props.showSummary} />
        {props.serverError && (
          <p role="alert" className={styles.serverError} data-testid="registration-error">
            {props.serverError}
          </p>
        )}
        {method === 'oneClick' && <p className={styles.muted}>{t(messages.oneClickHint)}</p>}
        {method === 'email' && (
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
        )}
        {(method === 'phone' || (method === 'email' && shown('phone'))) && (
          <PhoneField
            label={t(messages.phone)}
            name="phone"
            codes={props.phoneCodes}
            required={method === 'phone'}
            value={{ dialCode: values.phoneCode, number: values.phone }}
            error={errors.phone}
            onChange={(next) => onChange({ phoneCode: next.dialCode, phone: next.number })}
          />
        )}
        {method !== 'oneClick' && (
          <PasswordField
            label={t(messages.password)}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            error={errors.password}
            onChange={(event) => onChange({ password: event.target.value })}
          />
        )}
        {method !== 'oneClick' && (
          <PasswordChecklist
            items={passwordChecklist(values.password, props.passwordPolicy)}
            policy={props.passwordPolicy}
          />
        )}
        {method !== 'oneClick' && (shown('firstName') || shown('lastName')) && (
          <div className={styles.row}>
            {text('firstName', 'given-name')}
            {text('lastName', 'family-name')}
          </div>
        )}
        {method !== 'oneClick' && shown('dateOfBirth') && (
          <DateInput
            label={t(messages.dateOfBirth)}
            name="dateOfBirth"
            today={props.today}
            required={required('dateOfBirth')}
            value={values.dateOfBirth}
            error={errors.dateOfBirth}
            onChange={(dateOfBirth) => onChange({ dateOfBirth })}
          />
        )}
        {(shown('countryCode') || shown('currencyCode')) && (
          <div className={styles.row}>
            {shown('countryCode') && (
              <Select
                label={t(messages.country)}
                name="countryCode"
                autoComplete="country"
                required={required('countryCode')}
                placeholder={t(messages.select)}
                options={props.countries}
                value={values.countryCode}
                error={errors.countryCode}
                onChange={(event) => onChange({ countryCode: event.target.value })}
              />
            )}
            {shown('currencyCode') && (
              <Select
                label={t(messages.currency)}
                name="currencyCode"
                required={required('currencyCode')}
                placeholder={t(messages.select)}
                options={props.currencies}
                value={values.currencyCode}
                error={errors.currencyCode}
                onChange={(event) => onChange({ currencyCode: event.target.value })}
              />
            )}
          </div>
        )}
        {method !== 'oneClick' && (
          <>
            {text('address', 'street-address')}
            {(shown('city') || shown('zipCode')) && (
              <div className={styles.row}>
                {text('city', 'address-level2')}
                {text('zipCode', 'postal-code')}
              </div>
            )}
            {text('nickname', 'nickname')}
          </>
        )}
        {text('promoCode')}
        {/* The offer names the channel of this sign-up (a 1-click account has none to send to). */}
        {shown('newsLetter') && method !== 'oneClick' && (
          <Checkbox
            label={t(method === 'phone' ? messages.newsLetterSms : messages.newsLetter)}
            name="newsLetter"
            checked={values.newsLetter}
            onChange={(event) => onChange({ newsLetter: event.target.checked })}
          />
        )}
        <Checkbox
          label={
            <>
              {t(messages.terms)}
              {props.termsHref && (
                <>
                  {' '}
                  <a href={props.termsHref} target="_blank" rel="noreferrer">
                    {t(messages.termsLink)}
                  </a>
                </>
              )}
            </>
          }
          name="terms"
          required
          checked={values.terms}
          error={errors.terms}
          onChange={(event) => onChange({ terms: event.target.checked })}
        />
        <Button type="submit" size="large" fullWidth loading={props.pending}>
          {t(messages.submit)}
        </Button>
        <SwitchLine prompt={t(messages.haveAccount)} action={t(messages.logIn)} onClick={props.onLogIn} />
      </Stack>
    </form>
  );

  if (methods.length < 2) return form;
  return (
    <Tabs
      label={t(messages.methods)}
      fitted
      value={method}
      onValueChange={(next) => onMethodChange(next as RegistrationMethod)}
      items={methods.map((value) => ({
        value,
        label: t(methodLabel[value]),
        content: value === method ? form : null,
      }))}
    />
  );
}

/** "Already have an account? Log in" and its siblings in the other auth dialogs. */
export function SwitchLine({
  prompt,
  action,
  onClick,
}: {
  prompt: ReactNode;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className={styles.switch}>
      <span>{prompt}</span>
      <button type="button" className={styles.linkButton} onClick={onClick}>
        {action}
      </button>
    </p>
  );
}
