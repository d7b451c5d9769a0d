// The top-wins table in the lobby and on a game's page (the `activity` slot): guests see All Wins,
// High Rollers and Multiplier Madness; a player also sees My Wins and whether ghost mode is on.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import type { FeedTab } from './feedRows.ts';
import { TopWinsView } from './TopWinsView.tsx';
import { useBetFeed } from './useBetFeed.ts';

export function TopWins() {
  const intl = useIntl();
  const { api } = useApp();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: authenticated });
  const [chosen, setChosen] = useState<FeedTab>('all');
  // A guest (or a player who signed out) has no My Wins: All Wins instead.
  const tab = chosen === 'my' && !authenticated ? 'all' : chosen;
  const [paused, setPaused] = useState(false);
  const feed = useBetFeed(tab, { enabled: tab !== 'my' || authenticated, paused });
  return (
    <TopWinsView
      tab={tab}
      onTabChange={setChosen}
      showMyTab={authenticated}
      rows={feed.rows}
      freshIds={feed.arrivingIds}
      state={feed.query.isPending ? 'loading' : feed.query.isError && !feed.query.data ? 'failed' : 'ready'}
      error={serverErrorText(intl, feed.query.error)}
      retrying={feed.query.isFetching}
      onRetry={() => void feed.query.refetch()}
      ghostMode={authenticated && details.data?.user.ghostMode === true}
      paused={paused}
      onEngagedChange={setPaused}
    />
  );
}
