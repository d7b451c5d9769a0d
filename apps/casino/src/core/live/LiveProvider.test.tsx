// The provider's part of the live layer, with the api-client's client replaced by a recorder: when
// it connects (guest after the page settled, player at once), that identity switches on the same
// client, and that listeners are subscribed before the connection starts.
import type { LiveClient, LiveClientOptions, LiveSubscriptionName } from '@casino/api-client';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../AppContext.tsx';
import { useSession } from '../session/sessionStore.ts';
import { LiveProvider } from './LiveProvider.tsx';
import { useLiveEvent } from './useLiveEvent.ts';

const log: string[] = [];
const created: { options: LiveClientOptions; emit: (event: string, payload: unknown) => void }[] = [];

vi.mock('@casino/api-client/live', () => ({
  createLiveClient: (options: LiveClientOptions): LiveClient => {
    const handlers = new Map<string, Set<(payload: never) => void>>();
    created.push({
      options,
      emit: (event, payload) => {
        for (const handler of handlers.get(event) ?? []) handler(payload as never);
      },
    });
    return {
      start: () => log.push('start'),
      setToken: (token) => log.push(`setToken ${token ?? 'guest'}`),
      subscribe: (event: LiveSubscriptionName, handler) => {
        log.push(`subscribe ${event}`);
        const set = handlers.get(event) ?? new Set();
        handlers.set(event, set);
        const entry = handler as (payload: never) => void;
        set.add(entry);
        return () => {
          log.push(`unsubscribe ${event}`);
          set.delete(entry);
        };
      },
      connected: false,
      asPlayer: false,
      close: () => log.push('close'),
    };
  },
}));

const app = { runtime: { socketUrl: 'https://api.example' } } as AppContextValue;
const bets: unknown[] = [];
function BetListener() {
  useLiveEvent('bet', (bet) => bets.push(bet));
  return null;
}
const renderApp = () =>
  render(
    <AppContext value={app}>
      <LiveProvider>
        <BetListener />
      </LiveProvider>
    </AppContext>,
  );
/** Lets the lazy import and the effects after it settle. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  log.length = 0;
  created.length = 0;
  bets.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  act(() => useSession.getState().end());
});

describe('LiveProvider', () => {
  it('connects a guest only once the page has settled, with listeners subscribed first', async () => {
    act(() => useSession.getState().settle(false));
    const view = renderApp();
    await settle();
    expect(created).toHaveLength(0);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    await settle();
    expect(created).toHaveLength(1);
    expect(created[0]?.options).toMatchObject({ url: 'https://api.example', token: null });
    expect(log).toEqual(['subscribe bet', 'setToken guest', 'start']);
    act(() => created[0]?.emit('bet', { betId: 1 }));
    expect(bets).toEqual([{ betId: 1 }]);
    view.unmount();
    expect(log.slice(-2).sort()).toEqual(['close', 'unsubscribe bet']);
  });

  it('connects a player at once and switches identity on the same client when they sign out and in', async () => {
    act(() => useSession.getState().signIn('token-a'));
    renderApp();
    await settle();
    expect(created).toHaveLength(1);
    expect(created[0]?.options.token).toBe('token-a');
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    log.length = 0;
    act(() => useSession.getState().end());
    await settle();
    expect(log).toEqual(['setToken guest', 'start']);
    act(() => useSession.getState().signIn('token-b'));
    await settle();
    expect(log.slice(2)).toEqual(['setToken token-b', 'start']);
    expect(created).toHaveLength(1);
  });
});
