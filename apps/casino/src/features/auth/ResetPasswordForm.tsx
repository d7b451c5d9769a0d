// Forgotten password, step 2 (presentational): the new password twice, checked with the site's
// password rules; or, for a link without its token, the way to ask for a new one.
import { Button, FormErrorSummary, PasswordField, Stack } from '@casino/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './AuthForms.module.css';
import { loginMessages as messages } from './loginMessages.ts';

export interface ResetPasswordValues {
  password: string;
  confirmation: string;
}

export interface ResetPasswordFormProps {
  /** False when the link came without its token. */
  hasToken: boolean;
  values: ResetPasswordValues;
  errors: Partial<Record<keyof ResetPasswordValues, string>>;
  onChange: (patch: Partial<ResetPasswordValues>) => void;
  showSummary: boolean;
  pending: boolean;
  serverError?: string | undefined;
  /** The link expired or was used: offer a new one next to the server's message. */
  linkInvalid: boolean;
  onSubmit: () => void;
  onRequestNewLink: () => void;
}

export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const newLink = (
    <Button kind="outline" fullWidth onClick={props.onRequestNewLink}>
      {t(messages.requestNewLink)}
    </Button>
  );
  if (!props.hasToken)
    return (
      <Stack gap={4}>
        <p role="alert" className={styles.serverError}>
          {t(messages.resetMissingToken)}
        </p>
        {newLink}
      </Stack>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(messages.resetTitle)}>
      <Stack gap={4}>
        <FormErrorSummary show={props.showSummary} />
        {props.serverError && (
          <p role="alert" className={styles.serverError} data-testid="reset-error">
            {props.serverError}
          </p>
        )}
        <PasswordField
          label={t(messages.newPassword)}
          name="newPassword"
          autoComplete="new-password"
          value={props.values.password}
          error={props.errors.password}
          onChange={(event) => props.onChange({ password: event.target.value })}
        />
        <PasswordField
          label={t(messages.confirmPassword)}
          name="confirmPassword"
          autoComplete="new-password"
          value={props.values.confirmation}
          error={props.errors.confirmation}
          onChange={(event) => props.onChange({ confirmation: event.target.value })}
        />
        <Button type="submit" size="large" fullWidth loading={props.pending}>
          {t(messages.resetSubmit)}
        </Button>
        {props.linkInvalid && newLink}
      </Stack>
    </form>
  );
}
