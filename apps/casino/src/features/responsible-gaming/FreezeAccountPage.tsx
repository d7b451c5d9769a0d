// /profile2/freeze-account: freeze for 1, 3, 7 or 10 days. The server ends every session and
// tells every open tab by the live `logout` event; this tab goes to the account-paused page, which
// says until when and ends its session. The answer is awaited as a promise, not a mutate()
// callback: the live `logout` may end the session first, and this page (players only) with it.
import { freezeMutation } from '@casino/api-client';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { useResolveLink } from '../../core/routing/links.ts';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { FreezeForm } from './FreezeForm.tsx';
import { rgMessages as messages } from './messages.ts';
import { pausedPath } from './pauseParams.ts';
import styles from './ResponsibleGaming.module.css';

export function FreezeAccountPage() {
  const intl = useIntl();
  const { api } = useApp();
  const navigate = useNavigate();
  const resolve = useResolveLink();
  useDocumentTitle(intl.formatMessage(messages.freezeTitle));
  const freeze = useMutation(freezeMutation(api));
  return (
    <div className={styles.page} data-testid="freeze-page">
      <h1 className={styles.title}>{intl.formatMessage(messages.freezeTitle)}</h1>
      <section className={styles.section}>
        <FreezeForm
          busy={freeze.isPending}
          error={serverErrorText(intl, freeze.error)}
          onConfirm={(option) =>
            void freeze.mutateAsync(option).then(
              (answer) =>
                void navigate(pausedPath(resolve, { kind: 'freeze', until: answer.data.frozenUntil })),
              () => undefined,
            )
          }
        />
      </section>
    </div>
  );
}

// The page manifest loads this module as is.
export { FreezeAccountPage as Component };
