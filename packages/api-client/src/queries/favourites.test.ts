// The favourite toggle's optimistic update and rollback, on a real QueryClient and a scripted
// transport whose answers the test releases one by one.
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors.ts';
import type { Transport } from '../transport.ts';
import { type CatalogueGame, favouriteToggleMutation, gameKeys, withFavourite } from './games.ts';

const game = (id: number): CatalogueGame => ({
  id,
  slug: `game-${id}`,
  name: `Game ${id}`,
  providerId: 1,
  providerName: 'Provider',
  providerSlug: 'provider',
  category: 'slots',
  tags: [],
  returnToPlayer: 96.5,
  maxMultiplier: 5000,
  minBet: 0.1,
  maxBet: 100,
  sort: 1,
  releaseDate: '2026-01-02',
  hasDemo: true,
  bonusEligible: true,
  restrictedCountries: [],
  thumbnailUrl: `/api/games/thumbnail/${id}.svg`,
});

const refused = () =>
  new ApiError({
    kind: 'http',
    method: 'POST',
    path: '/api/user/favourites',
    status: 500,
    body: { error: { code: 'INTERNAL', message: 'down' } },
  });

/** A transport whose calls wait until the test settles them (in the order they were made). */
function heldTransport() {
  const pending: { path: string; method: string; settle: (fail: boolean) => void }[] = [];
  const transport: Transport = {
    request: ((method: string, path: string) =>
      new Promise<unknown>((resolve, reject) => {
        pending.push({
          path,
          method,
          settle: (fail) => (fail ? reject(refused()) : resolve({ data: { success: true, message: 'ok' } })),
        });
      })) as Transport['request'],
    upload: vi.fn() as Transport['upload'],
    urlFor: (path) => `https://api.test${path}`,
  };
  return { transport, pending };
}

const ids = (client: QueryClient) =>
  (client.getQueryData(gameKeys.favourites) as { rows: CatalogueGame[] } | undefined)?.rows.map(
    (row) => row.id,
  );

describe('withFavourite', () => {
  it('puts a game first, never twice, and takes it out', () => {
    const list = { count: 2, rows: [game(1), game(2)] };
    expect(withFavourite(list, { game: game(3), favourite: true })?.rows.map((g) => g.id)).toEqual([3, 1, 2]);
    expect(withFavourite(list, { game: game(2), favourite: true })?.rows.map((g) => g.id)).toEqual([2, 1]);
    expect(withFavourite(list, { game: game(1), favourite: false })).toEqual({ count: 1, rows: [game(2)] });
    expect(withFavourite(undefined, { game: game(1), favourite: true })).toBeUndefined();
  });
});

describe('favouriteToggleMutation', () => {
  it('changes the cached list at once and keeps it when the server agrees', async () => {
    const client = new QueryClient();
    const { transport, pending } = heldTransport();
    client.setQueryData(gameKeys.favourites, { count: 1, rows: [game(1)] });
    const observer = new MutationObserver(client, favouriteToggleMutation({ transport, brandId: 'b' }));
    const done = observer.mutate({ game: game(2), favourite: true });
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(ids(client)).toEqual([2, 1]);
    expect(pending[0]).toMatchObject({ method: 'POST', path: '/api/user/favourites' });
    pending[0]?.settle(false);
    await done;
    expect(ids(client)).toEqual([2, 1]);
    expect(client.getQueryState(gameKeys.favourites)?.isInvalidated).toBe(true);
  });

  it('undoes only its own change on a refusal and reports it', async () => {
    const client = new QueryClient();
    const { transport, pending } = heldTransport();
    client.setQueryData(gameKeys.favourites, { count: 1, rows: [game(1)] });
    const onFailure = vi.fn();
    const options = favouriteToggleMutation({ transport, brandId: 'b' }, onFailure);
    // Two toggles in flight: remove 1, add 3. The removal fails, the addition succeeds.
    const removal = new MutationObserver(client, options).mutate({ game: game(1), favourite: false });
    const addition = new MutationObserver(client, options).mutate({ game: game(3), favourite: true });
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    expect(ids(client)).toEqual([3]);
    expect(pending[0]).toMatchObject({ method: 'DELETE', path: '/api/user/favourites/1' });

    pending[0]?.settle(true);
    await removal.catch(() => undefined);
    // Game 1 is back; game 3, whose call is still in flight, stays.
    expect(ids(client)?.sort()).toEqual([1, 3]);
    expect(onFailure).toHaveBeenCalledWith(expect.any(ApiError), { game: game(1), favourite: false });
    // Not read again while another toggle is in flight: the answer would lose that change.
    expect(client.getQueryState(gameKeys.favourites)?.isInvalidated).toBe(false);

    pending[1]?.settle(false);
    await addition;
    expect(ids(client)?.sort()).toEqual([1, 3]);
    expect(client.getQueryState(gameKeys.favourites)?.isInvalidated).toBe(true);
  });
});
