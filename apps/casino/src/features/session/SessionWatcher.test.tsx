// The inactivity timer (spec 4) as it runs in the app: activity pushes the logout back by a
// whole timeout, and without activity the session ends at the timeout, not before.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../core/AppContext.tsx';
import { useSession } from '../../core/session/sessionStore.ts';
import { SessionWatcher } from './SessionWatcher.tsx';

const timeoutMs = 10 * 60_000;

/** Where the router is, as `path?search`. */
let at = '';
function LocationProbe() {
  const location = useLocation();
  at = `${location.pathname}${location.search}`;
  return null;
}

function renderWatcher(entry = '/') {
  const logout = vi.fn(() => Promise.resolve(undefined));
  const app = {
    api: { logout },
    config: { session: { inactivityTimeoutMs: timeoutMs } },
  } as unknown as AppContextValue;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <AppContext.Provider value={app}>
          <SessionWatcher />
          <LocationProbe />
        </AppContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { logout };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  act(() => useSession.getState().signIn('token-1'));
});
afterEach(() => {
  vi.useRealTimers();
  act(() => useSession.getState().end());
});

describe('SessionWatcher inactivity timer', () => {
  it('ends an idle session at the timeout with the inactivity reason, not before', async () => {
    const { logout } = renderWatcher();
    await advance(timeoutMs - 1_000);
    expect(useSession.getState().status).toBe('authenticated');
    await advance(1_000);
    expect(logout).toHaveBeenCalledWith('USER_INACTIVITY_TIMEOUT');
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem('sessionTerminationReason')).toBe('USER_INACTIVITY_TIMEOUT');
  });

  it.each(['mousemove', 'keydown', 'scroll', 'touchstart', 'click'])('%s resets the timer', async (event) => {
    const { logout } = renderWatcher();
    await advance(timeoutMs - 60_000);
    window.dispatchEvent(new Event(event));
    // Past the first deadline: the activity moved it a whole timeout on.
    await advance(timeoutMs - 1_000);
    expect(logout).not.toHaveBeenCalled();
    expect(useSession.getState().status).toBe('authenticated');
    // And it still ends once the player has been idle for the whole timeout since then.
    await advance(1_000);
    expect(logout).toHaveBeenCalledWith('USER_INACTIVITY_TIMEOUT');
    expect(useSession.getState().status).toBe('anonymous');
  });
});

describe('SessionWatcher after a session ended for a reason', () => {
  it('explains it with the next click', async () => {
    renderWatcher('/profile');
    act(() => useSession.getState().end('SECURITY_LOGOUT'));
    await act(async () => window.dispatchEvent(new Event('click')));
    expect(new URLSearchParams(at.split('?')[1]).get('modal')).toBe('session-ended');
    expect(at).toContain('reason=SECURITY_LOGOUT');
    expect(localStorage.getItem('sessionTerminationReason')).toBeNull();
  });

  it('gives way to the login dialog the player is already typing in', async () => {
    renderWatcher('/profile?modal=login');
    act(() => useSession.getState().end('SECURITY_LOGOUT'));
    await act(async () => window.dispatchEvent(new Event('click')));
    expect(at).toBe('/profile?modal=login');
    expect(localStorage.getItem('sessionTerminationReason')).toBeNull();
  });
});
