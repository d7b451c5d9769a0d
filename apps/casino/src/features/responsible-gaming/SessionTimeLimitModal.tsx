// The session time limit dialog (?modal=session-time-limit), opened from the profile and the
// limits page. The server checks the same bounds; a failed call shows the spec 5 failure message.
import {
  removeSessionTimeLimitMutation,
  sessionTimeLimitQuery,
  setSessionTimeLimitMutation,
} from '@casino/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { pageStateMessages } from '../../core/messages.ts';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { rgMessages as messages } from './messages.ts';
import { SessionTimeLimitForm } from './SessionTimeLimitForm.tsx';

export function SessionTimeLimit() {
  const intl = useIntl();
  const { api } = useApp();
  const current = useQuery(sessionTimeLimitQuery(api));
  const update = useMutation(setSessionTimeLimitMutation(api));
  const remove = useMutation(removeSessionTimeLimitMutation(api));
  if (current.isError)
    return (
      <LoadFailed
        message={intl.formatMessage(pageStateMessages.loadFailed)}
        retrying={current.isFetching}
        onRetry={() => void current.refetch()}
      />
    );
  if (!current.data) return <PageSkeleton label={intl.formatMessage(messages.sessionTimeTitle)} />;
  const last = update.submittedAt >= remove.submittedAt ? 'update' : 'remove';
  const state =
    update.isPending || remove.isPending
      ? 'saving'
      : last === 'update'
        ? update.isError
          ? 'updateFailed'
          : update.isSuccess
            ? 'saved'
            : 'idle'
        : remove.isError
          ? 'removeFailed'
          : remove.isSuccess
            ? 'removed'
            : 'idle';
  const pending = current.data.pendingChange;
  return (
    <SessionTimeLimitForm
      currentMinutes={current.data.sessionTimeLimitMinutes}
      pending={pending ? { minutes: pending.amount, effectiveAt: pending.effectiveAt } : null}
      state={state}
      onSubmit={(value, unit) => update.mutate({ value, unit })}
      onRemove={() => remove.mutate()}
    />
  );
}

export default function SessionTimeLimitModal(_props: ModalBodyProps) {
  return <SessionTimeLimit />;
}
