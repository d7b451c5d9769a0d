// The onboarding tour as the app runs it (a global slot for players), where the brand offers it
// (settings `showOnboardingTour`, off unless the operator opts in: a dialog over the lobby on the
// first visit is the operator's call, and it would cover the lobby for every other flow).
// A new player (no deposit yet) who has not seen it gets it on their first visit to the lobby;
// closing, skipping or finishing remembers it for that player, with the back end (every device)
// and on this browser; "Take the welcome tour again" on the profile forgets both and starts it
// over. Focus goes back where it was when the tour ends.
import { setOnboardingTourSeenMutation } from '@casino/api-client';
import { resolveLink } from '@casino/layout-engine';
import { Button } from '@casino/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { TourView } from './TourView.tsx';
import { tourMessages as messages } from './tourMessages.ts';
import {
  findTarget,
  forgetTourSeen,
  nextPresentStep,
  rememberTourSeen,
  type TourStepId,
  tourSeen,
  tourStepIds,
} from './tourSteps.ts';

/** A restart asked for from the profile, taken up once the lobby shows. */
const useTourRequest = create<{ requested: boolean; set: (requested: boolean) => void }>((set) => ({
  requested: false,
  set: (requested) => set({ requested }),
}));

function useHomePath(): string | undefined {
  const { config } = useApp();
  const { pathname } = useLocation();
  const link = resolveLink(config.routes, { page: 'home' }, { pathname });
  return link.kind === 'path' ? link.to : undefined;
}

const gap = 12;

/** Below the target when it fits, else above; kept inside the window. */
function placementFor(target: HTMLElement, card: HTMLElement | null): { top: number; left: number } {
  const rect = target.getBoundingClientRect();
  const width = card?.offsetWidth ?? 340;
  const height = card?.offsetHeight ?? 200;
  const below = rect.bottom + gap;
  const top = below + height <= window.innerHeight ? below : Math.max(gap, rect.top - gap - height);
  const left = Math.min(Math.max(gap, rect.left), Math.max(gap, window.innerWidth - width - gap));
  return { top, left };
}

export function OnboardingTour() {
  const { api, config } = useApp();
  const { pathname } = useLocation();
  const homePath = useHomePath();
  const details = useQuery(userDetailsQuery.options(api));
  const saveSeen = useMutation(setOnboardingTourSeenMutation(api));
  const requested = useTourRequest((state) => state.requested);
  const setRequested = useTourRequest((state) => state.set);
  const [index, setIndex] = useState<number | undefined>();
  const [placement, setPlacement] = useState<{ top: number; left: number }>();
  const returnFocus = useRef<HTMLElement | null>(null);
  const playerId = details.data?.user.userId;
  const onLobby = pathname === homePath;
  const offered = config.rewards.onboardingTour;

  const present = useCallback((id: TourStepId) => findTarget(id) !== undefined, []);

  // Start on the lobby: for a new player the first time, or when asked for again.
  useEffect(() => {
    if (!offered || index !== undefined || !onLobby || playerId === undefined || !details.data) return;
    const isNew =
      details.data.depositCount === 0 && !tourSeen(playerId, details.data.user.onboardingTourSeenAt);
    if (!isNew && !requested) return;
    // The shell's entry points render with the page: look for them once it has painted.
    const frame = window.requestAnimationFrame(() => {
      const first = nextPresentStep(present, -1, 1);
      if (first === undefined) return;
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequested(false);
      setIndex(first);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [offered, index, onLobby, playerId, details.data, requested, present, setRequested]);

  const step = index === undefined ? undefined : tourStepIds[index];

  // Ring the target and place the card beside it (again when the window moves under it).
  useLayoutEffect(() => {
    if (!step) return;
    const target = findTarget(step);
    if (!target) return;
    target.setAttribute('data-tour-active', '');
    const place = () =>
      setPlacement(placementFor(target, document.querySelector('[data-testid="onboarding-tour"]')));
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      target.removeAttribute('data-tour-active');
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [step]);

  if (index === undefined || !step || playerId === undefined) return null;
  const shown = tourStepIds.filter(present);
  const end = () => {
    rememberTourSeen(playerId);
    saveSeen.mutate(true);
    setIndex(undefined);
    returnFocus.current?.focus();
  };
  return (
    <TourView
      step={step}
      position={Math.max(1, shown.indexOf(step) + 1)}
      total={Math.max(1, shown.length)}
      placement={placement}
      onNext={() => {
        const next = nextPresentStep(present, index, 1);
        if (next === undefined) end();
        else setIndex(next);
      }}
      onPrevious={() => setIndex(nextPresentStep(present, index, -1) ?? index)}
      onSkip={end}
      onClose={end}
    />
  );
}

/** "Take the welcome tour again" on the profile: forgets the tour was seen and opens the lobby. */
export function RestartTourAction() {
  const intl = useIntl();
  const { api, config } = useApp();
  const navigate = useNavigate();
  const homePath = useHomePath();
  const details = useQuery(userDetailsQuery.options(api));
  const forgetSeen = useMutation(setOnboardingTourSeenMutation(api));
  const setRequested = useTourRequest((state) => state.set);
  const playerId = details.data?.user.userId;
  if (!config.rewards.onboardingTour || playerId === undefined || !homePath) return null;
  return (
    <Button
      type="button"
      kind="outline"
      data-testid="restart-tour"
      onClick={() => {
        forgetTourSeen(playerId);
        forgetSeen.mutate(false);
        setRequested(true);
        void navigate(homePath);
      }}
    >
      {intl.formatMessage(messages.restart)}
    </Button>
  );
}
