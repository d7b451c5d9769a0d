// The login form (presentational): values and errors in, changes and submit out; the links to the
// forgotten-password and registration dialogs are offered when their callbacks are given.
import { Button, FormErrorSummary, PasswordField, Stack, TextField } from '@casino/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './AuthForms.module.css';
import { loginMessages as messages } from './loginMessages.ts';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  values: LoginValues;
  errors: Partial<Record<keyof LoginValues, string>>;
  onChange: (patch: Partial<LoginValues>) => void;
  onSubmit: () => void;
  showSummary: boolean;
  pending: boolean;
  serverError?: string | undefined;
  /** Shown above the form, e.g. "Your account has been created" after sign-up. */
  notice?: string | undefined;
  onForgotPassword?: (() => void) | undefined;
  onCreateAccount?: (() => void) | undefined;
}

export function LoginForm(props: LoginFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { values, errors, onChange } = props;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(messages.title)}>
      <Stack gap={4}>
        <div role="status">{props.notice && <p className={styles.notice}>{props.notice}</p>}</div>
        <FormErrorSummary show={props.showSummary} />
        {props.serverError && (
          <p role="alert" data-testid="login-error" className={styles.serverError}>
            {props.serverError}
          </p>
        )}
        <TextField
          label={t(messages.email)}
          type="email"
          name="email"
          autoComplete="username"
          value={values.email}
          error={errors.email}
          onChange={(event) => onChange({ email: event.target.value })}
        />
        <PasswordField
          label={t(messages.password)}
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => onChange({ password: event.target.value })}
        />
        <Button type="submit" size="large" fullWidth loading={props.pending}>
          {t(messages.submit)}
        </Button>
        {(props.onForgotPassword || props.onCreateAccount) && (
          <p className={styles.links}>
            {props.onForgotPassword && (
              <button type="button" className={styles.linkButton} onClick={props.onForgotPassword}>
                {t(messages.forgotLink)}
              </button>
            )}
            {props.onCreateAccount && (
              <span>
                {t(messages.noAccount)}{' '}
                <button type="button" className={styles.linkButton} onClick={props.onCreateAccount}>
                  {t(messages.createAccount)}
                </button>
              </span>
            )}
          </p>
        )}
      </Stack>
    </form>
  );
}
