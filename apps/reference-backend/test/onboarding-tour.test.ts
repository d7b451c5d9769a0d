// The onboarding tour is remembered with the player (issue 15: shown once, restartable from the
// profile), so a player who saw it on one device is not shown it again on another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSchema, makeServer, type TestServer, validate } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await makeServer();
}, 180_000);
afterAll(async () => {
  await s?.close();
});

const seenAt = async (token: string) => {
  const res = await s.call('GET', '/api/user/get-user-details', { token });
  expect(res.statusCode).toBe(200);
  return res.json().user.onboardingTourSeenAt as string | null;
};
const markSeen = (token: string, seen: boolean) =>
  s.call('PUT', '/api/user/onboarding-tour', { token, body: { seen } });

describe('PUT /api/user/onboarding-tour', () => {
  it('is remembered for the player on every session, keeps the first time, and is forgotten on restart', async () => {
    const phone = await s.login('new@demo.casino');
    expect(await seenAt(phone)).toBeNull();

    const first = await markSeen(phone, true);
    expect(first.statusCode).toBe(200);
    expect(validate(answerSchema(s.app, 'PUT', '/api/user/onboarding-tour'), first.json())).toBeUndefined();
    const firstSeen = first.json().data.onboardingTourSeenAt as string;
    expect(Number.isNaN(Date.parse(firstSeen))).toBe(false);

    // Another device: a new session of the same player already knows.
    const laptop = await s.login('new@demo.casino');
    expect(await seenAt(laptop)).toBe(firstSeen);

    // Closing it again later (say, a tab that still had it open) keeps the first time.
    await s.call('POST', '/__test/clock', { body: { advanceMs: 60_000 } });
    expect((await markSeen(laptop, true)).json().data.onboardingTourSeenAt).toBe(firstSeen);

    // Another player is untouched.
    expect(await seenAt(await s.login('depositor@demo.casino'))).toBeNull();

    // Restart from the profile: offered again, on every device.
    const restart = await markSeen(laptop, false);
    expect(restart.json().data.onboardingTourSeenAt).toBeNull();
    expect(await seenAt(laptop)).toBeNull();
  });

  it('needs a signed-in player and a boolean', async () => {
    const guest = await s.call('PUT', '/api/user/onboarding-tour', { body: { seen: true } });
    expect(guest.statusCode).toBe(403);
    const token = await s.login('kyc@demo.casino');
    expect((await s.call('PUT', '/api/user/onboarding-tour', { token, body: {} })).statusCode).toBe(400);
    expect((await markSeen(token, 'yes' as unknown as boolean)).statusCode).toBe(400);
    expect(await seenAt(token)).toBeNull();
  });
});
