// Global (players): keeps this session's play up to date (summary over HTTP every 15 s and after a
// reconnect, debit/credit live in between) and opens the reality check when it is due.
import { sessionSummaryQuery } from '@casino/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { useLiveEvent } from '../../core/live/useLiveEvent.ts';
import { searchWithModal } from '../../core/modals/modalNavigation.ts';
import { effectiveInterval, useRealityCheckChoice } from './realityCheckStore.ts';
import { nextMultiple, sessionElapsedMs, useSessionPlay } from './sessionPlayStore.ts';

const CHECK_EVERY_MS = 1_000;

export function SessionPlayTracker() {
  const { api, config } = useApp();
  const summary = useQuery(sessionSummaryQuery(api));
  const choice = useRealityCheckChoice((state) => state.choice);
  const intervalMinutes = effectiveInterval(choice, config.responsibleGaming.realityCheck);
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(() => {
    if (summary.data) useSessionPlay.getState().applySummary(summary.data);
  }, [summary.data]);
  useLiveEvent('debit', (event) =>
    useSessionPlay.getState().addLive({ kind: 'debit', amount: event.amount, betId: event.betId }),
  );
  useLiveEvent('credit', (event) =>
    useSessionPlay.getState().addLive({ kind: 'credit', amount: event.amount, betId: event.betId }),
  );
  useLiveEvent('resync', () => void summary.refetch());

  useEffect(() => {
    if (intervalMinutes === null) return;
    const intervalMs = intervalMinutes * 60_000;
    const check = () => {
      const play = useSessionPlay.getState();
      if (!play.summary) return;
      const elapsed = sessionElapsedMs(play);
      const due = play.nextCheckAt ?? intervalMs;
      const { pathname, search } = locationRef.current;
      if (elapsed >= due && new URLSearchParams(search).get('modal') !== 'reality-check') {
        play.setNextCheckAt(nextMultiple(elapsed, intervalMs));
        void navigate(`${pathname}${searchWithModal(search, 'reality-check')}`);
      }
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [intervalMinutes, navigate]);
  return null;
}

// The manifest loads this module lazily: its default is the slot component.
export { SessionPlayTracker as default };
