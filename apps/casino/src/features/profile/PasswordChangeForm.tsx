// Password change in the profile (spec 5): current, new and confirmation, with 'Current password
// is required', the password rules and 'Passwords must match'; the server's refusal ('Current
// password is wrong') shows at the field it names. Presentational.
import { Button, FormErrorSummary, PasswordField } from '@casino/ui';
import { type FormEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './Profile.module.css';
import { profileMessages as messages } from './profileMessages.ts';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordFieldName = keyof PasswordValues;
export const emptyPasswords: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface PasswordChangeFormProps {
  values: PasswordValues;
  errors: Partial<Record<PasswordFieldName, string>>;
  /** What the new password needs (from the brand's password settings). */
  rulesHint: string;
  showSummary: boolean;
  pending: boolean;
  serverError?: string | undefined;
  success?: string | undefined;
  onChange: (field: PasswordFieldName, value: string) => void;
  onSubmit: () => void;
}

export function PasswordChangeForm({
  values,
  errors,
  rulesHint,
  showSummary,
  pending,
  serverError,
  success,
  onChange,
  onSubmit,
}: PasswordChangeFormProps) {
  const intl = useIntl();
  const titleId = useId();
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
      data-testid="password-form"
    >
      <h2 className={styles.sectionTitle} id={titleId}>
        {intl.formatMessage(messages.passwordTitle)}
      </h2>
      <FormErrorSummary show={showSummary} />
      <div className={styles.grid}>
        <div className={styles.wide}>
          <PasswordField
            label={intl.formatMessage(messages.currentPassword)}
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            error={errors.currentPassword}
            onChange={(event) => onChange('currentPassword', event.target.value)}
          />
        </div>
        <PasswordField
          label={intl.formatMessage(messages.newPassword)}
          name="newPassword"
          autoComplete="new-password"
          value={values.newPassword}
          error={errors.newPassword}
          hint={rulesHint}
          onChange={(event) => onChange('newPassword', event.target.value)}
        />
        <PasswordField
          label={intl.formatMessage(messages.confirmPassword)}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => onChange('confirmPassword', event.target.value)}
        />
      </div>
      <div role="alert" className={styles.live}>
        {serverError && (
          <p className={styles.error} data-testid="password-error">
            {serverError}
          </p>
        )}
      </div>
      <div role="status" className={styles.live}>
        {success && (
          <p className={styles.success} data-testid="password-success">
            {success}
          </p>
        )}
      </div>
      <div className={styles.submitRow}>
        <Button type="submit" kind="primary" loading={pending}>
          {intl.formatMessage(messages.passwordSubmit)}
        </Button>
      </div>
    </form>
  );
}
