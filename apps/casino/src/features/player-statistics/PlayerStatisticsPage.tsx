// /statistics/:player: the public statistics behind a player's shareable link, for guests and
// players alike. The back end answers STATISTICS_HIDDEN for a private profile (or a ghost), which
// is a page state, not a failure to retry.
import { isApiError, playerStatisticsQuery } from '@casino/api-client';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { type StatisticsState, StatisticsView } from './StatisticsView.tsx';
import { StatisticsVisibility } from './StatisticsVisibility.tsx';
import { statisticsMessages as messages } from './statisticsMessages.ts';

const errorCode = (error: unknown) => (isApiError(error) ? error.code : undefined);

export function PlayerStatisticsPage() {
  const intl = useIntl();
  const { api } = useApp();
  const player = useParams().player ?? '';
  const authenticated = useSession((state) => state.status === 'authenticated');
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: authenticated });
  const statistics = useQuery({
    ...playerStatisticsQuery(api, player),
    // The server's answer (hidden, no such player) does not change by asking again.
    retry: (failures, error) => !(isApiError(error) && error.kind === 'http') && failures < 1,
  });
  useDocumentTitle(intl.formatMessage(messages.title));

  const code = errorCode(statistics.error);
  let state: StatisticsState = 'ready';
  if (statistics.isPending) state = 'loading';
  else if (code === 'STATISTICS_HIDDEN') state = 'hidden';
  else if (code === 'NOT_FOUND') state = 'not-found';
  else if (statistics.isError) state = 'failed';

  const isOwner = authenticated && details.data?.user.uuid === player;
  return (
    <StatisticsView
      state={state}
      statistics={statistics.data}
      shareUrl={typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`}
      error={serverErrorText(intl, statistics.error)}
      retrying={statistics.isFetching}
      onRetry={() => void statistics.refetch()}
      ownerControls={isOwner ? <StatisticsVisibility /> : undefined}
    />
  );
}

// The page manifest loads this module as is.
export { PlayerStatisticsPage as Component };
