// The favourite heart waits for the player's list: before it has loaded, a press could only guess
// whether it adds or removes (a favourite pressed then was added again instead of taken out).
import { type Transport, useFavouriteToggle } from '@casino/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

/** A transport whose favourites list arrives when the test says so (or fails). */
function heldList() {
  let settle: (fail: boolean) => void = () => undefined;
  const transport: Transport = {
    request: (() =>
      new Promise<unknown>((resolve, reject) => {
        settle = (fail) =>
          fail ? reject(new Error('down')) : resolve({ data: { games: { count: 0, rows: [] } } });
      })) as Transport['request'],
    upload: vi.fn() as Transport['upload'],
    urlFor: (path) => `https://api.test${path}`,
  };
  return { api: { transport, brandId: 'b' }, settle: (fail: boolean) => settle(fail) };
}

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useFavouriteToggle: loading', () => {
  // Loaded or failed, the wait ends: a list that cannot load leaves the heart usable again.
  it.each([
    ['loads', false],
    ['fails to load', true],
  ])("is true while a player's list is on its way, false once it %s", async (_, fails) => {
    const { api, settle } = heldList();
    const { result } = renderHook(() => useFavouriteToggle(api, { enabled: true }), {
      wrapper: withClient(),
    });
    expect(result.current.loading).toBe(true);
    await act(async () => settle(fails));
    await vi.waitFor(() => expect(result.current.loading).toBe(false));
  });

  it('never waits for a guest, who has no list', () => {
    const { api } = heldList();
    const { result } = renderHook(() => useFavouriteToggle(api, { enabled: false }), {
      wrapper: withClient(),
    });
    expect(result.current.loading).toBe(false);
  });
});
