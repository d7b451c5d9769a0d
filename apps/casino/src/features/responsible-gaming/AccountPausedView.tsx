// What a freeze or a self-exclusion means, said once it is confirmed: until when, and what remains
// possible (withdrawing). A view of the page's address only: the session has ended by then.
import { useIntl } from 'react-intl';
import { selfExclusionMessages } from '../../core/guards/selfExclusion.tsx';
import { PageLinkButton } from '../../core/routing/PageLinkButton.tsx';
import { ModalLinkButton } from '../../core/ui/ModalLinkButton.tsx';
import { pausedMessages as messages } from './pausedMessages.ts';
import type { AccountPause } from './pauseParams.ts';
import styles from './ResponsibleGaming.module.css';

export function AccountPausedView({ pause }: { pause: AccountPause | null }) {
  const intl = useIntl();
  const title = !pause
    ? messages.title
    : pause.kind === 'freeze'
      ? messages.freezeTitle
      : messages.exclusionTitle;
  return (
    <div className={styles.page} data-testid="account-paused" data-pause={pause?.kind ?? 'none'}>
      <h1 className={styles.title}>{intl.formatMessage(title)}</h1>
      <section className={styles.section} aria-live="polite">
        {!pause ? (
          <p className={styles.text}>{intl.formatMessage(messages.none)}</p>
        ) : pause.kind === 'freeze' ? (
          <>
            <p className={styles.text} data-testid="paused-until">
              {intl.formatMessage(messages.freezeUntil, { until: Date.parse(pause.until) })}
            </p>
            <p className={styles.text}>{intl.formatMessage(messages.freezeAfter)}</p>
          </>
        ) : (
          <>
            <p className={styles.text} data-testid="paused-until">
              {pause.permanent || !pause.until
                ? intl.formatMessage(selfExclusionMessages.permanent)
                : intl.formatMessage(selfExclusionMessages.until, { until: Date.parse(pause.until) })}
            </p>
            <p className={styles.text}>{intl.formatMessage(messages.exclusionAfter)}</p>
          </>
        )}
        <div className={styles.actions}>
          {pause?.kind === 'exclusion' && (
            <ModalLinkButton modal="login" kind="primary" label={intl.formatMessage(messages.logIn)} />
          )}
          <PageLinkButton page="home" label={intl.formatMessage(messages.home)} />
        </div>
      </section>
    </div>
  );
}
