// /tournaments: the list from the back end, the open tournament's leaderboard, kept current by the
// `tournamentUpdate` events every socket receives (guests' too) while it runs.
import { leaderboardQuery, tournamentsQuery } from '@casino/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { useLiveEvent } from '../../core/live/useLiveEvent.ts';
import { NotFoundPage } from '../../core/ui/NotFoundPage.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { inDisplayOrder, TournamentsView } from './TournamentsView.tsx';
import { tournamentsMessages as messages } from './tournamentsMessages.ts';

/** The places a leaderboard shows (the player's own place comes with it when below). */
export const leaderboardLength = 100;

function Tournaments() {
  const intl = useIntl();
  const { api } = useApp();
  useDocumentTitle(intl.formatMessage(messages.title));
  const list = useQuery(tournamentsQuery(api));
  const tournaments = list.data?.rows ?? [];
  // Until the player opens or closes one, the first running tournament (the top of the page) shows
  // its leaderboard; with no tournament, the first race.
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const ordered = inDisplayOrder(tournaments);
  const firstShown = ordered.find((tournament) => tournament.type === 'tournament') ?? ordered[0];
  const openId = chosen === undefined ? (firstShown?.id ?? null) : chosen;
  const open = tournaments.find((tournament) => tournament.id === openId);
  const board = useQuery({
    ...leaderboardQuery(api, openId ?? 0, leaderboardLength),
    enabled: openId !== null,
  });
  const live = open?.status === 'active';

  // A score moved: read the board again. A burst of bets shares the read already under way.
  useLiveEvent('tournamentUpdate', (event) => {
    if (live && event.tournamentId === openId) void board.refetch({ cancelRefetch: false });
  });
  // Updates sent while the socket was down are lost: read again once it is back.
  useLiveEvent('connection', (state) => {
    if (state.connected && live) void board.refetch({ cancelRefetch: false });
  });

  return (
    <TournamentsView
      state={list.isPending ? 'loading' : list.isError && !list.data ? 'failed' : 'ready'}
      tournaments={tournaments}
      error={serverErrorText(intl, list.error)}
      retrying={list.isFetching}
      onRetry={() => void list.refetch()}
      openId={openId}
      onToggle={(id) => setChosen(openId === id ? null : id)}
      leaderboard={{
        state: board.isPending ? 'loading' : board.isError && !board.data ? 'failed' : 'ready',
        leaderboard: board.data,
        error: serverErrorText(intl, board.error),
        retrying: board.isFetching,
        onRetry: () => void board.refetch(),
        live,
      }}
      // A tournament started or ended: its status, and so its countdown, comes from the server.
      onCountdownEnd={() => void list.refetch()}
    />
  );
}

export function TournamentsPage() {
  const { config } = useApp();
  return config.social.tournaments ? <Tournaments /> : <NotFoundPage />;
}

// The page manifest loads this module as is.
export { TournamentsPage as Component };
