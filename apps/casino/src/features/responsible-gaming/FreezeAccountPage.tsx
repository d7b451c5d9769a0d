// /profile2/freeze-account: freeze for 1, 3, 7 or 10 days. The server ends every session and
// tells every open tab by the live `logout` event; this tab ends its own at once.
import { freezeMutation } from '@casino/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { FreezeForm } from './FreezeForm.tsx';
import { rgMessages as messages } from './messages.ts';
import styles from './ResponsibleGaming.module.css';

export function FreezeAccountPage() {
  const intl = useIntl();
  const { api } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
            freeze.mutate(option, {
              onSuccess: () => {
                useSession.getState().end('ACCOUNT_LOCKED');
                queryClient.removeQueries({ queryKey: userDetailsQuery.key });
                void navigate('/');
              },
            })
          }
        />
      </section>
    </div>
  );
}
