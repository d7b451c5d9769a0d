import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, type TestServer } from './helpers.ts';

/** Issue 17: a leaderboard others read honours ghost mode as it is now, not as it was at the spin. */
let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await makeServer();
  token = await s.login('depositor@demo.casino');
});
afterAll(() => s?.close());

/** Spring Slots Tournament: seeded running, on game 1 (the demo slot), minimum bet 0.2. */
const runningTournament = 1;

interface LeaderboardRow {
  place: number;
  nickname: string;
  score: number;
  isMe: boolean;
}

async function leaderboard(asToken?: string): Promise<LeaderboardRow[]> {
  const res = await s.call('GET', `/api/tournaments/${runningTournament}/leaderboard`, {
    query: { limit: 100 },
    ...(asToken ? { token: asToken } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.leaderboard.rows;
}

async function spin(): Promise<void> {
  const launch = await s.call('POST', '/api/user/game-launch', { token, body: { gameId: 1 } });
  expect(launch.statusCode, launch.body).toBe(200);
  const res = await s.call('POST', '/api/demo-game/spin', {
    body: { sessionId: launch.json().data.sessionId, bet: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const setGhostMode = (enabled: boolean) =>
  s.call('PUT', '/api/user/ghost-mode', { token, body: { enabled } });

describe('tournament leaderboard and ghost mode', () => {
  it('hides the name of a player who turned ghost mode on after playing, from others only', async () => {
    const user = (await s.call('GET', '/api/user/get-user-details', { token })).json().user;
    const name = (user.nickname ?? user.username) as string;
    await spin();
    expect((await leaderboard()).map((row) => row.nickname)).toContain(name);

    // No new spin: the stored entry still carries the name written when ghost mode was off.
    expect((await setGhostMode(true)).statusCode).toBe(200);
    const seenByGuest = await leaderboard();
    expect(seenByGuest.map((row) => row.nickname)).not.toContain(name);
    expect(seenByGuest.filter((row) => row.nickname === 'Hidden')).toHaveLength(1);

    // The player still finds their own row, under their own name.
    const seenByPlayer = await leaderboard(token);
    expect(seenByPlayer.find((row) => row.isMe)).toMatchObject({ nickname: name });

    // Ghost mode off again: the name is back for everyone, even though the last spin wrote Hidden.
    await spin();
    expect((await setGhostMode(false)).statusCode).toBe(200);
    expect((await leaderboard()).map((row) => row.nickname)).toContain(name);
  });
});

describe('statistics visibility', () => {
  it("the player's details say whether their statistics are public, as the toggle saved it", async () => {
    const isPublic = async () =>
      (await s.call('GET', '/api/user/get-user-details', { token })).json().user.statisticsPublic;
    expect(await isPublic()).toBe(false);
    await s.call('PUT', '/api/user/statistics-visibility', { token, body: { public: true } });
    expect(await isPublic()).toBe(true);
    await s.call('PUT', '/api/user/statistics-visibility', { token, body: { public: false } });
    expect(await isPublic()).toBe(false);
  });
});
