// Story-only: a tiny in-memory back end for the shell's stories (the transport's fetch), so the
// shell's own calls (scripts, page views, user details) answer without a server and never reach
// the network. Anything it does not know answers 404, as a real back end would.
import type { UserDetails } from '../../core/api/types.ts';

export function storyFetch(player: UserDetails | null): typeof fetch {
  return async (input) => {
    const { pathname } = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (pathname === '/api/core/casino/scripts') return json([]);
    if (pathname === '/api/user/log-event') return json({ data: { success: true } });
    if (pathname === '/api/user/get-user-details')
      return player ? json(player) : json({ error: { code: 'UNAUTHORIZED', message: 'Log in' } }, 403);
    // The home page's top wins (the activity slot): two settled bets, the same in every snapshot.
    if (pathname === '/api/bet-feed') return json({ data: { bets: storyBets } });
    return json({ error: { code: 'NOT_FOUND', message: `No story answer for ${pathname}` } }, 404);
  };
}

const storyBets = [
  {
    id: 2,
    nickname: 'LuckyAda',
    gameId: 1,
    gameName: 'Reference Fruits',
    amount: '2.00',
    win: '200.00',
    multiplier: 100,
    currencyCode: 'EUR',
    createdAt: '2026-01-15T12:00:00.000Z',
  },
  {
    id: 1,
    nickname: 'Hidden',
    gameId: 1,
    gameName: 'Reference Fruits',
    amount: '150.00',
    win: '0.00',
    multiplier: 0,
    currencyCode: 'EUR',
    createdAt: '2026-01-15T11:59:00.000Z',
  },
];

/** A player as get-user-details describes one (spec 3). */
export const storyPlayer: UserDetails = {
  user: {
    userId: 7,
    email: 'ada@example.com',
    isEmailVerified: true,
    firstName: 'Ada',
    lastName: 'Lovelace',
    nickname: null,
    phone: null,
    phoneCode: null,
    dateOfBirth: '1990-04-12',
    gender: 'Female',
    countryCode: 'MT',
    city: 'Valletta',
    address: '1 Merchant Street',
    zipCode: 'VLT 1000',
    kycStatus: 'APPROVED',
    currencyCode: 'EUR',
  },
  wallet: {
    currencyCode: 'EUR',
    currencySymbol: '€',
    balance: '1234.50',
    bonusBalance: '10.00',
    totalBalance: '1244.50',
  },
  depositCount: 3,
  currencySymbol: '€',
  isCrypto: false,
};
