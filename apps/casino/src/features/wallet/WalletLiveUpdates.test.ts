// The header balance after a wallet event: a read of the details that left before the event (a
// resync's) must not put the older balance back when its answer lands; and the listeners, loaded
// after the player's connection came up, read the details once for what they missed.
import type { LiveClient, WalletEvent } from '@casino/api-client';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { userDetailsQuery } from '../../core/api/queries.ts';
import type { UserDetails } from '../../core/api/types.ts';
import { LiveContext } from '../../core/live/LiveProvider.tsx';
import { applyBalance, WalletLiveUpdates } from './WalletLiveUpdates.tsx';

const details = (balance: string) =>
  ({ wallet: { balance, bonusBalance: '0.00', totalBalance: balance } }) as unknown as UserDetails;

/** Cached details at 100.00, watched by a page; each read over HTTP is counted and answers `answer`. */
function watchedDetails(answer: string) {
  const client = new QueryClient();
  let reads = 0;
  client.setQueryData(userDetailsQuery.key, details('100.00'));
  const observer = new QueryObserver(client, {
    queryKey: userDetailsQuery.key,
    queryFn: () => {
      reads += 1;
      return details(answer);
    },
    staleTime: Infinity,
  });
  return { client, reads: () => reads, unsubscribe: observer.subscribe(() => {}) };
}

describe('applyBalance', () => {
  it('a read in flight when a debit arrives is dropped and read again: the balance stays the event’s', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The server's balance; each read answers what it was when the read arrived, once released.
    let serverBalance = '100.00';
    const pending: (() => void)[] = [];
    const queryFn = () => {
      const answer = details(serverBalance);
      return new Promise<UserDetails>((resolve) => pending.push(() => resolve(answer)));
    };
    client.setQueryData(userDetailsQuery.key, details('100.00'));
    const observer = new QueryObserver(client, {
      queryKey: userDetailsQuery.key,
      queryFn,
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});
    // The resync's read leaves before the spin.
    void client.invalidateQueries({ queryKey: userDetailsQuery.key });
    expect(pending).toHaveLength(1);
    serverBalance = '99.00';
    applyBalance(client, { balance: '99.00', bonusBalance: '0.00', totalBalance: '99.00' } as WalletEvent);
    // Both reads answer: the first (from before the spin) first.
    while (pending.length) (pending.shift() as () => void)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    while (pending.length) (pending.shift() as () => void)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData<UserDetails>(userDetailsQuery.key)?.wallet.balance).toBe('99.00');
    unsubscribe();
  });

  it('with no read in flight, an event reads nothing over HTTP', () => {
    const { client, reads, unsubscribe } = watchedDetails('0.00');
    applyBalance(client, { balance: '98.00', bonusBalance: '0.00', totalBalance: '98.00' } as WalletEvent);
    expect(reads()).toBe(0);
    expect(client.getQueryData<UserDetails>(userDetailsQuery.key)?.wallet.balance).toBe('98.00');
    unsubscribe();
  });
});

describe('WalletLiveUpdates mounting', () => {
  /** Mounts the listeners under a live client in the given state; returns how many details reads followed. */
  function readsAfterMount(state: { connected: boolean; asPlayer: boolean }) {
    const { client, reads, unsubscribe } = watchedDetails('99.00');
    const live = { ...state, subscribe: () => () => undefined } as unknown as LiveClient;
    const view = render(
      createElement(
        QueryClientProvider,
        { client },
        createElement(LiveContext, { value: live }, createElement(WalletLiveUpdates)),
      ),
    );
    view.unmount();
    unsubscribe();
    return reads();
  }

  it('after the player’s connection came up (the resync went unheard), it reads the details once', () => {
    expect(readsAfterMount({ connected: true, asPlayer: true })).toBe(1);
  });

  it('before it (the resync will come) or on a guest’s connection, it reads nothing', () => {
    expect(readsAfterMount({ connected: false, asPlayer: true })).toBe(0);
    expect(readsAfterMount({ connected: true, asPlayer: false })).toBe(0);
  });
});
