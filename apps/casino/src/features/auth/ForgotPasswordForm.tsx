// Forgotten password, step 1 (presentational): the account's e-mail; after sending, the server's
// answer (which never says whether the e-mail has an account) and the way back to log in.
import { Button, Stack, TextField } from '@casino/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { emailCharactersOnly, isAllowedEmailKey } from '../../core/rules/index.ts';
import styles from './AuthForms.module.css';
import { loginMessages as messages } from './loginMessages.ts';

export interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  error?: string | undefined;
  pending: boolean;
  serverError?: string | undefined;
  /** The server's confirmation once the link was requested. */
  sentMessage?: string | undefined;
  onSubmit: () => void;
  onBackToLogin: () => void;
}

export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(messages.forgotTitle)}>
      <Stack gap={4}>
        <p className={styles.muted}>{t(messages.forgotIntro)}</p>
        <div role="status">
          {props.sentMessage && (
            <p className={styles.notice} data-testid="forgot-sent">
              {props.sentMessage}
            </p>
          )}
        </div>
        {props.serverError && (
          <p role="alert" className={styles.serverError}>
            {props.serverError}
          </p>
        )}
        <TextField
          label={t(messages.email)}
          type="email"
          name="email"
          autoComplete="email"
          value={props.email}
          error={props.error}
          onKeyDown={(event) => {
            if (!isAllowedEmailKey(event)) event.preventDefault();
          }}
          onChange={(event) => props.onEmailChange(emailCharactersOnly(event.target.value))}
        />
        <Button type="submit" size="large" fullWidth loading={props.pending}>
          {t(messages.forgotSubmit)}
        </Button>
        <p className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={props.onBackToLogin}>
            {t(messages.backToLogin)}
          </button>
        </p>
      </Stack>
    </form>
  );
}
