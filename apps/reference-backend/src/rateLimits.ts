import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { fail } from './errors.ts';

/** The calls an attacker would repeat: guessing passwords, spamming mail, flooding the tables. */
export const LIMITED_ACTIONS = [
  'login',
  'passwordCheck',
  'signUp',
  'forgotPassword',
  'resendVerification',
  'sendCredentials',
  'logEvent',
  'countryBlocked',
  'chatMessage',
] as const;
export type LimitedAction = (typeof LIMITED_ACTIONS)[number];

export interface RateRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface ActionLimits {
  /** Per caller address. */
  ip: RateRule;
  /** Per account (the e-mail or phone a request names, or the logged-in player). */
  account?: RateRule;
}

/**
 * Defaults: OWASP's authentication guidance (a handful of attempts per account per quarter hour,
 * more per address, which several players may share behind one NAT); mail-sending calls tighter.
 */
export const DEFAULT_RATE_LIMITS: Record<LimitedAction, ActionLimits> = {
  // Per account a login is slowed by progressive delays, not counted here (a hard per-account
  // limit let anybody lock a player out: login-delays.ts).
  login: { ip: { max: 50, windowSeconds: 900 } },
  // The current-password check of a password change: each costs a full hash (128 MiB of scrypt),
  // so it is guessing and load at once. A player mistypes a few times; the address may be a NAT.
  passwordCheck: { ip: { max: 30, windowSeconds: 900 }, account: { max: 5, windowSeconds: 900 } },
  signUp: { ip: { max: 10, windowSeconds: 3600 }, account: { max: 5, windowSeconds: 3600 } },
  forgotPassword: { ip: { max: 20, windowSeconds: 900 }, account: { max: 3, windowSeconds: 900 } },
  resendVerification: { ip: { max: 20, windowSeconds: 900 }, account: { max: 3, windowSeconds: 900 } },
  sendCredentials: { ip: { max: 20, windowSeconds: 900 }, account: { max: 3, windowSeconds: 900 } },
  logEvent: { ip: { max: 300, windowSeconds: 60 }, account: { max: 120, windowSeconds: 60 } },
  countryBlocked: { ip: { max: 10, windowSeconds: 60 } },
  // A person types a few lines in ten seconds; a script floods every reader's screen. Per address
  // it is looser, for players sharing one NAT.
  chatMessage: { ip: { max: 60, windowSeconds: 60 }, account: { max: 5, windowSeconds: 10 } },
};

const envName = (action: LimitedAction, who: 'ip' | 'account') =>
  `RATE_LIMIT_${action.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_${who.toUpperCase()}`;

/**
 * Limits from the environment: RATE_LIMIT_<ACTION>_<IP|ACCOUNT>=max/windowSeconds (e.g.
 * RATE_LIMIT_SIGN_UP_ACCOUNT=5/3600) replaces one rule; RATE_LIMIT_MULTIPLIER multiplies every max
 * (the e2e run, which logs in hundreds of times from 127.0.0.1, sets it; 0 is refused).
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Record<LimitedAction, ActionLimits> {
  const factor = env.RATE_LIMIT_MULTIPLIER ? Number(env.RATE_LIMIT_MULTIPLIER) : 1;
  if (!Number.isFinite(factor) || factor < 1)
    throw new Error(`RATE_LIMIT_MULTIPLIER must be a number ≥ 1, got "${env.RATE_LIMIT_MULTIPLIER}"`);
  const rule = (name: string, fallback: RateRule): RateRule => {
    const raw = env[name];
    if (!raw) return { ...fallback, max: Math.round(fallback.max * factor) };
    const m = /^(\d+)\/(\d+)$/.exec(raw.trim());
    if (!m || Number(m[1]) < 1 || Number(m[2]) < 1)
      throw new Error(`${name} must be max/windowSeconds (e.g. 10/900), got "${raw}"`);
    return { max: Number(m[1]), windowSeconds: Number(m[2]) };
  };
  return Object.fromEntries(
    LIMITED_ACTIONS.map((action) => {
      const limits = DEFAULT_RATE_LIMITS[action];
      return [
        action,
        {
          ip: rule(envName(action, 'ip'), limits.ip),
          ...(limits.account ? { account: rule(envName(action, 'account'), limits.account) } : {}),
        },
      ];
    }),
  ) as Record<LimitedAction, ActionLimits>;
}

type Check = (
  req: FastifyRequest,
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

/**
 * A preHandler (the body is parsed, so the account a request names is known) that counts the
 * request against the caller's address and, when `accountOf` names one, against that account;
 * over either limit it answers 429 RATE_LIMITED with Retry-After and details.retryAfterSeconds.
 * Counting uses @fastify/rate-limit's store through createRateLimit (its own hook runs only one
 * limiter per request; this one needs two).
 */
export function rateLimiter(
  app: FastifyInstance,
  limits: Record<LimitedAction, ActionLimits>,
  action: LimitedAction,
  accountOf?: (req: FastifyRequest) => string | undefined | Promise<string | undefined>,
): preHandlerAsyncHookHandler {
  const create = (app as unknown as { createRateLimit(o: Record<string, unknown>): Check }).createRateLimit;
  const { ip, account } = limits[action];
  // The account is resolved once per request (it may need a session lookup).
  const accounts = new WeakMap<FastifyRequest, string>();
  const byIp = create({
    max: ip.max,
    timeWindow: ip.windowSeconds * 1000,
    keyGenerator: (req: FastifyRequest) => `${action}:ip:${req.ip}`,
  });
  const byAccount = account
    ? create({
        max: account.max,
        timeWindow: account.windowSeconds * 1000,
        keyGenerator: (req: FastifyRequest) => `${action}:account:${accounts.get(req) ?? ''}`,
      })
    : undefined;
  return async (req, reply) => {
    const results = [await byIp(req)];
    const who = byAccount && accountOf ? await accountOf(req) : undefined;
    if (byAccount && who) {
      accounts.set(req, who);
      results.push(await byAccount(req));
    }
    const exceeded = results.filter((r) => r.isExceeded);
    if (!exceeded.length) return;
    const retryAfterSeconds = Math.max(1, ...exceeded.map((r) => r.ttlInSeconds ?? 1));
    reply.header('retry-after', String(retryAfterSeconds));
    fail('RATE_LIMITED', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, undefined, {
      retryAfterSeconds,
    });
  };
}
