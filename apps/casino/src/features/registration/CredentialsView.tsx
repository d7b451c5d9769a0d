// The 1-click credentials screen (spec 2): the generated username and password with save as image,
// save as file, send by e-mail and copy. Presentational: the container does the sending.
import { Button, CopyButton, Stack, TextField } from '@casino/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Credentials } from './credentialsExport.ts';
import styles from './Registration.module.css';
import { registrationMessages as messages } from './registrationMessages.ts';

export type SendState = 'idle' | 'sending' | 'sent' | 'failed';

export interface CredentialsViewProps {
  credentials: Credentials;
  email: string;
  onEmailChange: (email: string) => void;
  /** The e-mail field's own problem (Required, Invalid format), after a send attempt. */
  emailError?: string | undefined;
  sendState: SendState;
  onSend: () => void;
  onSaveImage: () => void;
  onSaveFile: () => void;
  /** Leaves the screen: to the login form, or into the site when sign-up signed in (loginOff). */
  onContinue: () => void;
  signedIn: boolean;
}

export function CredentialsView(props: CredentialsViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { credentials } = props;
  const copyText = `${t(messages.username)}: ${credentials.username}\n${t(messages.credentialsPassword)}: ${credentials.password}`;
  const onSend = (event: FormEvent) => {
    event.preventDefault();
    props.onSend();
  };
  return (
    <Stack gap={4} data-testid="credentials">
      <p className={styles.muted}>{t(messages.credentialsIntro)}</p>
      <dl className={styles.credentials}>
        <dt>{t(messages.username)}</dt>
        <dd data-testid="credentials-username">{credentials.username}</dd>
        <dt>{t(messages.credentialsPassword)}</dt>
        <dd data-testid="credentials-password">{credentials.password}</dd>
      </dl>
      <div className={styles.actions}>
        <CopyButton value={copyText} label={t(messages.copyCredentials)} />
        <Button kind="secondary" size="small" onClick={props.onSaveImage}>
          {t(messages.saveImage)}
        </Button>
        <Button kind="secondary" size="small" onClick={props.onSaveFile}>
          {t(messages.saveFile)}
        </Button>
      </div>
      <form onSubmit={onSend} noValidate aria-label={t(messages.sendEmail)} className={styles.sendRow}>
        <TextField
          label={t(messages.sendEmailLabel)}
          type="email"
          name="credentialsEmail"
          value={props.email}
          error={props.emailError}
          onChange={(event) => props.onEmailChange(event.target.value)}
        />
        <Button type="submit" kind="outline" loading={props.sendState === 'sending'}>
          {t(messages.sendEmail)}
        </Button>
      </form>
      <div role="status">
        {props.sendState === 'sent' && <p className={styles.notice}>{t(messages.sent)}</p>}
      </div>
      <div role="alert">
        {props.sendState === 'failed' && <p className={styles.serverError}>{t(messages.sendFailed)}</p>}
      </div>
      <Button size="large" fullWidth onClick={props.onContinue}>
        {t(props.signedIn ? messages.play : messages.continue)}
      </Button>
    </Stack>
  );
}
