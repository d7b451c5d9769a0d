// spec 4 Inactivity timer and Session termination: activity (mouse, key, scroll, touch, click,
// focus) keeps a player's session; after the timeout the reason and time are saved and the player
// is logged out. Once a session has ended for a stored reason, the next click or key press
// shows why, and the stored reason is cleared; unless the player is already signing in again (a
// call refused with 403 opened the login dialog): the notice would cover the form they are typing
// in, and its only offer is that same dialog.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { searchWithModal } from '../../core/modals/modalNavigation.ts';
import { clearTermination, readTermination, useSession } from '../../core/session/sessionStore.ts';

/** The dialogs of signing in again: the session-ended notice gives way to them. */
const signInModals = new Set(['login', 'registration', 'forgot-password']);

const activityEvents = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
  'focus',
] as const;

export function SessionWatcher() {
  const { api, config } = useApp();
  const status = useSession((state) => state.status);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const timeoutMs = config.session.inactivityTimeoutMs;

  useEffect(() => {
    if (status !== 'authenticated') return;
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const onActivity = () => {
      lastActivity = Date.now();
    };
    const check = () => {
      const idle = Date.now() - lastActivity;
      if (idle >= timeoutMs) {
        void api.logout('USER_INACTIVITY_TIMEOUT').catch(() => undefined);
        useSession.getState().end('USER_INACTIVITY_TIMEOUT');
        queryClient.removeQueries({ queryKey: ['userDetails'] });
        return;
      }
      timer = setTimeout(check, timeoutMs - idle);
    };
    timer = setTimeout(check, timeoutMs);
    for (const event of activityEvents)
      window.addEventListener(event, onActivity, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of activityEvents) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [status, timeoutMs, api, queryClient]);

  useEffect(() => {
    if (status !== 'anonymous') return;
    const termination = readTermination();
    if (!termination) return;
    const show = () => {
      // A page that explains the end itself (the account-paused page) clears the stored reason
      // meanwhile: then there is nothing left to say.
      const current = readTermination();
      clearTermination();
      if (!current) return;
      const { pathname, search } = locationRef.current;
      if (signInModals.has(new URLSearchParams(search).get('modal') ?? '')) return;
      void navigate(
        `${pathname}${searchWithModal(search, 'session-ended', { reason: current.reason, time: current.at })}`,
      );
    };
    const once = () => {
      window.removeEventListener('click', once, true);
      window.removeEventListener('keydown', once, true);
      show();
    };
    window.addEventListener('click', once, true);
    window.addEventListener('keydown', once, true);
    return () => {
      window.removeEventListener('click', once, true);
      window.removeEventListener('keydown', once, true);
    };
  }, [status, navigate]);

  return null;
}
