// Shown when boot cannot finish: the back end is unreachable (retrying on its own and on demand)
// or the site's configuration is invalid (its issues listed for the operator). Uses only the
// built-in boot messages, because the catalogue may be what failed to load.
import bootMessages from 'virtual:boot-messages';
import { defineMessages, FormattedMessage, IntlProvider } from 'react-intl';
import styles from './BootErrorScreen.module.css';
import { BootError } from './bootError.ts';

const messages = defineMessages({
  unreachableTitle: { id: 'boot.unreachable.title', defaultMessage: 'We can’t reach the casino right now' },
  unreachableBody: {
    id: 'boot.unreachable.body',
    defaultMessage: 'Check your connection. We keep trying, and the site opens as soon as it answers.',
  },
  configTitle: { id: 'boot.config.title', defaultMessage: 'This site is being set up' },
  configBody: {
    id: 'boot.config.body',
    defaultMessage: 'Its configuration has a problem, so it cannot open yet. Please try again later.',
  },
  details: { id: 'boot.details', defaultMessage: 'Details for the site operator' },
  retry: { id: 'boot.retry', defaultMessage: 'Retry' },
  retrying: { id: 'boot.retrying', defaultMessage: 'Retrying…' },
});

export interface BootErrorScreenProps {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

export function BootErrorScreen({ error, retrying, onRetry }: BootErrorScreenProps) {
  const failure = error instanceof BootError ? error.failure : { kind: 'unreachable' as const, error };
  const isConfig = failure.kind !== 'unreachable';
  const details =
    failure.kind === 'invalid-config'
      ? failure.error.issues.map(
          (issue) => `${failure.error.source}: ${issue.pointer || '/'}: ${issue.message}`,
        )
      : failure.kind === 'runtime-config'
        ? [failure.message]
        : [];
  return (
    <IntlProvider locale="en" messages={bootMessages}>
      <main className={styles.screen} data-testid="boot-error">
        <h1>
          <FormattedMessage {...(isConfig ? messages.configTitle : messages.unreachableTitle)} />
        </h1>
        <p>
          <FormattedMessage {...(isConfig ? messages.configBody : messages.unreachableBody)} />
        </p>
        {details.length > 0 && (
          <details>
            <summary>
              <FormattedMessage {...messages.details} />
            </summary>
            <ul>
              {details.map((line) => (
                <li key={line}>
                  <code>{line}</code>
                </li>
              ))}
            </ul>
          </details>
        )}
        <button
          type="button"
          className={styles.retry}
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
        >
          <FormattedMessage {...(retrying ? messages.retrying : messages.retry)} />
        </button>
      </main>
    </IntlProvider>
  );
}
