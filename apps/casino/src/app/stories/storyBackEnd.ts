// Story-only: a tiny in-memory back end for the app's stories (the transport's fetch), so the
// shell's and the pages' calls (scripts, page views, user details, the catalogue, the cashier)
// answer without a server and never reach the network. A story adds or replaces answers per call
// (`answers`); anything nobody knows answers 404, as a real back end would.
import type { UserDetails } from '../../core/api/types.ts';

/** One call as a story answer sees it. */
export interface StoryRequest {
  method: string;
  url: URL;
  /** The JSON body, when the call sent one. */
  body: unknown;
  signal: AbortSignal | undefined;
}

/** Answers one call: a Response, or a promise of one (a promise that never settles = loading). */
export type StoryAnswer = (request: StoryRequest) => Response | Promise<Response>;

/** Answers by `'<METHOD> <path>'` (exact) or by path alone (any method). */
export type StoryAnswers = Readonly<Record<string, StoryAnswer>>;

export const storyJson = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A refusal in the back end's error shape. */
export const storyRefusal =
  (status: number, code: string, message = code): StoryAnswer =>
  () =>
    storyJson({ error: { code, message } }, status);

/** A failure as the back end words one (spec 8), for a story's error state. */
export const storyFailure = (status = 500): StoryAnswer =>
  storyRefusal(status, 'INTERNAL_SERVER_ERROR', 'Internal server error');

/** An answer with this body (200 unless given). */
export const storyBody =
  (body: unknown, status = 200): StoryAnswer =>
  () =>
    storyJson(body, status);

/** A call that does not answer until it is given up: the page stays in its loading state. */
export const storyNeverAnswers: StoryAnswer = ({ signal }) =>
  new Promise<Response>((_, reject) =>
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );

export function storyFetch(player: UserDetails | null, answers: StoryAnswers = {}): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const { pathname } = url;
    const own = answers[`${method} ${pathname}`] ?? answers[pathname];
    if (own) {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return own({ method, url, body, signal: init?.signal ?? undefined });
    }
    const json = storyJson;
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
