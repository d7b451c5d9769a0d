import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError } from './describeError.ts';
import { apiErrorMessages as messages } from './errorMessages.ts';
import { ApiError, parseRetryAfter } from './errors.ts';

const http = (status: number, error?: Record<string, unknown>, retryAfterSeconds?: number) =>
  new ApiError({
    kind: 'http',
    method: 'POST',
    path: '/api/user/login',
    status,
    ...(error ? { body: { error } } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
const failed = (kind: 'timeout' | 'network' | 'aborted' | 'malformed' | 'invalid-answer') =>
  new ApiError({ kind, method: 'GET', path: '/api/x' });

afterEach(() => vi.unstubAllGlobals());

describe('describeError', () => {
  it('says nothing without an error or for a call the caller aborted', () => {
    expect(describeError(null)).toBeUndefined();
    expect(describeError(failed('aborted'))).toBeUndefined();
  });

  it('words what the transport knows: timeout, offline, unreachable, an unreadable answer', () => {
    expect(describeError(failed('timeout'))).toEqual({ message: messages.timeout, retryable: true });
    expect(describeError(failed('network'))).toEqual({ message: messages.unreachable, retryable: true });
    vi.stubGlobal('navigator', { onLine: false });
    expect(describeError(failed('network'))).toEqual({ message: messages.offline, retryable: true });
    expect(describeError(failed('invalid-answer'))).toEqual({
      message: messages.invalidAnswer,
      retryable: false,
    });
    expect(describeError(failed('malformed'))?.message).toBe(messages.invalidAnswer);
  });

  it('words 403, 500 and 503 by status (spec 8), whatever the server said', () => {
    expect(describeError(http(403, { code: 'UNAUTHORIZED', message: 'Token expired' }))?.message).toBe(
      messages.sessionEnded,
    );
    expect(describeError(http(500, { code: 'INTERNAL_ERROR', message: 'Internal server error' }))).toEqual({
      message: messages.internal,
      retryable: true,
    });
    expect(describeError(http(502))?.message).toBe(messages.internal);
    expect(describeError(http(503, { code: 'SERVICE_UNAVAILABLE', message: 'down' }))?.message).toBe(
      messages.unavailable,
    );
  });

  it('words 429 with its retry time, from Retry-After or the body', () => {
    expect(describeError(http(429, { code: 'RATE_LIMITED', message: 'Too many' }, 42))).toEqual({
      message: messages.rateLimited,
      values: { seconds: 42 },
      retryable: true,
    });
    const fromBody = http(429, {
      code: 'RATE_LIMITED',
      message: 'Too many',
      details: { retryAfterSeconds: 7.2 },
    });
    expect(describeError(fromBody)?.values).toEqual({ seconds: 8 });
    expect(describeError(http(429))?.message).toBe(messages.rateLimitedLater);
  });

  it('uses spec 8 wording for its codes, with their values', () => {
    expect(describeError(http(422, { code: 'PAYMENT_LIMIT_THRESHOLD', message: 'limit' }))?.message).toBe(
      messages.paymentLimit,
    );
    expect(
      describeError(
        http(422, {
          code: 'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
          message: 'x',
          details: { min: '5.00', max: '100000' },
        }),
      ),
    ).toMatchObject({ message: messages.providerLimit, values: { min: '5.00', max: '100000' } });
    expect(describeError(http(502, { code: 'PROVIDER_ERROR', message: 'x' }))?.message).toBe(
      messages.providerError,
    );
    expect(
      describeError(http(409, { code: 'COUPON_ALREADY_REDEEMED', message: 'x', field: 'code' })),
    ).toMatchObject({ message: messages.couponRedeemed, field: 'code' });
  });

  it('otherwise shows the server message at the field it names, or msg.try.again', () => {
    expect(
      describeError(http(409, { code: 'EMAIL_EXISTS', message: 'E-mail taken', field: 'email' })),
    ).toEqual({
      message: messages.server,
      values: { message: 'E-mail taken' },
      field: 'email',
      retryable: false,
    });
    expect(describeError(http(422, { code: 'constructor' }))).toEqual({
      message: messages.tryAgain,
      retryable: false,
    });
    expect(describeError(http(400))?.message).toBe(messages.tryAgain);
    expect(describeError(new Error('boom'))?.message).toBe(messages.tryAgain);
  });

  it('words the game refusals of spec 8: self-exclusion, bet range, bet and loss limits with their values', () => {
    expect(describeError(http(422, { code: 'SELF_EXCLUDED', message: 'x' }))?.message).toBe(
      messages.selfExcluded,
    );
    expect(
      describeError(
        http(422, { code: 'BET_OUT_OF_RANGE', message: 'x', details: { minBet: 0.1, maxBet: 100 } }),
      ),
    ).toMatchObject({ message: messages.betOutOfRange, values: { minBet: '0.1', maxBet: '100' } });
    expect(
      describeError(
        http(422, {
          code: 'MAX_BET_LIMIT_REACHED',
          message: 'x',
          details: { limit: 5, bet: '10.00', bonus: true },
        }),
      ),
    ).toMatchObject({ message: messages.bonusBetLimit, values: { bet: '10.00', limit: '5' } });
    expect(
      describeError(
        http(422, { code: 'MAX_BET_LIMIT_REACHED', message: 'x', details: { limit: 20, bet: '25.00' } }),
      ),
    ).toMatchObject({ message: messages.maxBetLimit, values: { bet: '25.00', limit: '20' } });
    for (const period of ['daily', 'weekly', 'monthly']) {
      expect(
        describeError(
          http(422, { code: `${period}BetLimit`, message: 'x', details: { limit: 50, used: '49.00' } }),
        ),
      ).toMatchObject({ message: messages.betLimit, values: { period, limit: '50' } });
      expect(
        describeError(http(422, { code: `${period}LossLimit`, message: 'x', details: { limit: 30 } })),
      ).toMatchObject({ message: messages.lossLimit, values: { period, limit: '30' } });
    }
    // Without the values its wording needs, the server's own message stays.
    expect(describeError(http(422, { code: 'dailyBetLimit', message: 'Limit reached' }))).toMatchObject({
      message: messages.server,
      values: { message: 'Limit reached' },
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter('Sun, 22 Nov 2026 21:00:30 GMT', Date.parse('2026-11-22T21:00:00Z'))).toBe(30);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('describeError: responsible-gaming refusals (spec 8)', () => {
  it('words a freeze and a self-exclusion with their end, and a permanent exclusion without one', () => {
    const until = '2026-11-25T10:00:00.000Z';
    expect(
      describeError(http(423, { code: 'ACCOUNT_FROZEN', message: 'x', details: { until } })),
    ).toMatchObject({
      message: messages.accountFrozen,
      values: { until: Date.parse(until) },
    });
    expect(
      describeError(http(422, { code: 'SELF_EXCLUDED', message: 'x', details: { until, permanent: false } })),
    ).toMatchObject({ message: messages.selfExcludedUntil, values: { until: Date.parse(until) } });
    expect(
      describeError(
        http(422, { code: 'SELF_EXCLUDED', message: 'x', details: { until: null, permanent: true } }),
      ),
    ).toMatchObject({ message: messages.selfExcludedPermanent });
  });

  it('a bet limit changed too soon (429) says when the next change is possible, not "too many attempts"', () => {
    const nextChangeAt = '2026-11-22T21:00:00.000Z';
    expect(
      describeError(
        http(429, { code: 'LIMIT_CHANGE_TOO_SOON', message: 'x', details: { nextChangeAt } }, 3600),
      ),
    ).toEqual({
      message: messages.limitChangeTooSoon,
      values: { next: Date.parse(nextChangeAt) },
      retryable: false,
    });
  });

  it('words spin refusals with the attempted bet and the limit', () => {
    expect(
      describeError(
        http(422, {
          code: 'MAX_BET_LIMIT_REACHED',
          message: 'x',
          details: { limit: 5, bet: '8.00', bonus: true },
        }),
      ),
    ).toMatchObject({ message: messages.bonusBetLimit, values: { limit: '5', bet: '8.00' } });
    expect(
      describeError(
        http(422, { code: 'MAX_BET_LIMIT_REACHED', message: 'x', details: { limit: 2, bet: '3.00' } }),
      ),
    ).toMatchObject({ message: messages.maxBetLimit });
    expect(
      describeError(
        http(422, {
          code: 'weeklyLossLimit',
          message: 'x',
          details: { limit: 10, used: '9.50', bet: '1.00' },
        }),
      ),
    ).toMatchObject({
      message: messages.periodLimit,
      values: { period: 'weekly', kind: 'loss', limit: '10', used: '9.50', bet: '1.00' },
    });
    expect(
      describeError(
        http(422, { code: 'BET_OUT_OF_RANGE', message: 'x', details: { minBet: 0.1, maxBet: 100 } }),
      ),
    ).toMatchObject({ message: messages.betOutOfRange, values: { minBet: '0.1', maxBet: '100' } });
  });
});
