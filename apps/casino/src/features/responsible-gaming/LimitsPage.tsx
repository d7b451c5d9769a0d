// /profile2/limits: the player's limits, the session time limit, the reality check and
// self-exclusion. Every rule is the server's: this page sends the change and shows its answer.
import {
  type LimitChange,
  limitsStateQuery,
  selfExcludeMutation,
  setLimitMutation,
} from '@casino/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { usePlayerDetails } from '../../core/guards/AudienceGate.tsx';
import { pageStateMessages } from '../../core/messages.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { useResolveLink } from '../../core/routing/links.ts';
import { ModalLinkButton } from '../../core/ui/ModalLinkButton.tsx';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { LimitsView } from './LimitsView.tsx';
import { rgMessages as messages } from './messages.ts';
import { pausedPath } from './pauseParams.ts';
import { RealityCheckSetting } from './RealityCheckSetting.tsx';
import styles from './ResponsibleGaming.module.css';
import { useRealityCheckChoice } from './realityCheckStore.ts';
import { type SelfExclusionChoice, SelfExclusionForm } from './SelfExclusionForm.tsx';
import { SupportLink } from './SupportLink.tsx';
import { sessionTimeInUnit } from './sessionTime.ts';

function SessionTimeSection({ minutes }: { minutes: number | null }) {
  const intl = useIntl();
  const current = minutes === null ? null : sessionTimeInUnit(minutes);
  return (
    <section className={styles.section} aria-labelledby="rg-session-time">
      <h2 id="rg-session-time" className={styles.sectionTitle}>
        {intl.formatMessage(messages.sessionTimeSection)}
      </h2>
      <p className={styles.text}>
        {current
          ? intl.formatMessage(messages.sessionTimeCurrent, current)
          : intl.formatMessage(messages.sessionTimeNone)}
      </p>
      <div className={styles.actions}>
        <ModalLinkButton
          modal="session-time-limit"
          kind="outline"
          label={intl.formatMessage(messages.sessionTimeOpen)}
          testId="open-session-time-limit"
        />
      </div>
    </section>
  );
}

function SelfExclusionSection() {
  const intl = useIntl();
  const { api } = useApp();
  const navigate = useNavigate();
  const resolve = useResolveLink();
  const exclude = useMutation(selfExcludeMutation(api));
  // The account-paused page says until when, then logs the player out.
  const submit = (choice: SelfExclusionChoice) =>
    void exclude
      .mutateAsync(
        choice.kind === 'permanent'
          ? { permanent: true }
          : choice.kind === 'until'
            ? { until: new Date(`${choice.date}T00:00:00Z`).toISOString() }
            : { duration: choice.duration },
      )
      .then(
        ({ data }) =>
          void navigate(
            pausedPath(resolve, {
              kind: 'exclusion',
              until: data.selfExclusion,
              permanent: data.isSelfExclusionPermanent,
            }),
          ),
        () => undefined,
      );
  return (
    <section className={styles.section} aria-labelledby="rg-self-exclusion">
      <h2 id="rg-self-exclusion" className={styles.sectionTitle}>
        {intl.formatMessage(messages.selfExclusionTitle)}
      </h2>
      <SelfExclusionForm
        now={new Date()}
        busy={exclude.isPending}
        error={serverErrorText(intl, exclude.error)}
        onConfirm={submit}
      />
    </section>
  );
}

export function LimitsPage() {
  const intl = useIntl();
  const { api, config } = useApp();
  const player = usePlayerDetails();
  useDocumentTitle(intl.formatMessage(messages.limitsTitle));
  const state = useQuery(limitsStateQuery(api));
  const change = useMutation(setLimitMutation(api));
  const choice = useRealityCheckChoice((s) => s.choice);
  const choose = useRealityCheckChoice((s) => s.choose);
  return (
    <div className={styles.page} data-testid="limits-page">
      <h1 className={styles.title}>{intl.formatMessage(messages.limitsTitle)}</h1>
      {state.isError ? (
        <LoadFailed
          message={intl.formatMessage(pageStateMessages.loadFailed)}
          retrying={state.isFetching}
          onRetry={() => void state.refetch()}
        />
      ) : !state.data ? (
        <PageSkeleton label={intl.formatMessage(messages.limitsTitle)} />
      ) : (
        <LimitsView
          state={state.data}
          currency={player.user.currencyCode}
          onChange={(body: LimitChange) => change.mutateAsync(body)}
          supportLink={<SupportLink />}
        >
          <SessionTimeSection minutes={state.data.limits.sessionTimeLimitMinutes} />
          <RealityCheckSetting
            choice={choice}
            brand={config.responsibleGaming.realityCheck}
            onChoose={choose}
          />
          <SelfExclusionSection />
          <p className={styles.text}>
            <AppLink target={{ page: 'freezeAccount' }}>{intl.formatMessage(messages.freezeTitle)}</AppLink>
          </p>
        </LimitsView>
      )}
    </div>
  );
}

// The page manifest loads this module as is.
export { LimitsPage as Component };
