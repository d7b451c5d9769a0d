// Spins of the reference back end's demo slot through the API, as a given player: what another
// player does while the page under test watches (the live bet feed, the wallet events).
import { freshPlayer } from './accounts.ts';
import { apiUrl } from './env.ts';
import type { Backend } from './fixtures.ts';

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} → ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** One real-money spin of the demo slot (game 1) with the given reels and stake; returns the bet's id. */
export async function spinAs(token: string, { reels = ['♣', '♠', '♦'], bet = 1 } = {}): Promise<number> {
  await post('/__test/next-spins', { reels: [reels] });
  const launch = await post<{ data: { sessionId: string } }>('/api/user/game-launch', { gameId: 1 }, token);
  const result = await post<{ data: { betId: number } }>('/api/demo-game/spin', {
    sessionId: launch.data.sessionId,
    bet,
  });
  return result.data.betId;
}

/** A player who may play for real money (date of birth given), with 100 on their wallet. */
export async function playerWithBalance(backend: Backend, brandId: string) {
  const account = await freshPlayer(brandId);
  const token = await backend.login(account.email, account.password);
  const userId = await backend.userIdOf(token);
  await backend.patchUser(userId, { balance: 100 });
  return { token, userId };
}

/** Bets of seeded players recorded and broadcast as spins broadcast them (test mode); returns their ids. */
export async function recordBets(count: number): Promise<number[]> {
  return (await post<{ betIds: number[] }>('/__test/bets', { count })).betIds;
}
