import { ApiError, apiErrorMessages } from '@casino/api-client';
import { describe, expect, it } from 'vitest';
import { depositMessages as messages } from '../depositMessages.ts';
import { depositBonusRefusal, depositError, depositErrorCodes } from './errors.ts';

/** The server's refusal as the client receives it (the reference back end's statuses). */
const refusal = (
  status: number,
  error: { code: string; message?: string; field?: string; details?: object },
) =>
  new ApiError({
    kind: 'http',
    method: 'POST',
    path: '/api/user/deposit',
    status,
    body: { error: { message: 'refused', ...error } },
  });

const statusOf: Record<string, number> = { AMOUNT_BELOW_ZERO: 400, PHONE_ERROR: 400, PROVIDER_ERROR: 502 };
const details = { min: '5.00', max: '5000.00' };

describe('depositError', () => {
  it('gives every spec 8 deposit code words of its own, never the generic "Deposit error"', () => {
    const words = depositErrorCodes.map(
      (code) => depositError(refusal(statusOf[code] ?? 422, { code, details }))?.message,
    );
    for (const [index, message] of words.entries()) {
      expect(message, depositErrorCodes[index]).toBeDefined();
      expect(message, depositErrorCodes[index]).not.toBe(messages.errorGeneric);
      expect(message, depositErrorCodes[index]).not.toBe(apiErrorMessages.server);
    }
    expect(new Set(words).size, 'one wording per code').toBe(depositErrorCodes.length);
  });

  it("words the player's deposit limit as the whole app does (describeError), not as 'Deposit error'", () => {
    expect(depositError(refusal(422, { code: 'PAYMENT_LIMIT_THRESHOLD' }))?.message).toBe(
      apiErrorMessages.paymentLimit,
    );
  });

  it('words a self-exclusion refusal with its end date, or permanent, as responsible gaming does', () => {
    const until = '2030-05-01T10:00:00.000Z';
    expect(
      depositError(refusal(422, { code: 'SELF_EXCLUDED', details: { until, permanent: false } })),
    ).toEqual({ message: apiErrorMessages.selfExcludedUntil, values: { until: Date.parse(until) } });
    expect(
      depositError(refusal(422, { code: 'SELF_EXCLUDED', details: { until: null, permanent: true } }))
        ?.message,
    ).toBe(apiErrorMessages.selfExcludedPermanent);
  });

  it('keeps the provider range with its min and max and the field the server named', () => {
    expect(
      depositError(refusal(422, { code: 'PAYMENT_PROVIDER_LIMIT_THRESHOLD', field: 'amount', details })),
    ).toEqual({ message: apiErrorMessages.providerLimit, values: details, field: 'amount' });
    expect(depositError(refusal(400, { code: 'PHONE_ERROR', field: 'phone' }))).toEqual({
      message: messages.errorPhone,
      field: 'phone',
    });
  });

  it("says 'Deposit error' for a refusal nobody words, and describeError's words for a failed transport", () => {
    expect(depositError(refusal(422, { code: 'SOMETHING_NEW' }))?.message).toBe(messages.errorGeneric);
    expect(depositError(refusal(404, { code: 'NOT_FOUND' }))?.message).toBe(messages.errorGeneric);
    expect(depositError(refusal(500, { code: 'INTERNAL' }))?.message).toBe(apiErrorMessages.internal);
    expect(
      depositError(new ApiError({ kind: 'timeout', method: 'POST', path: '/api/user/deposit' }))?.message,
    ).toBe(apiErrorMessages.timeout);
    expect(depositError(null)).toBeUndefined();
  });
});

describe('depositBonusRefusal', () => {
  const refusal = (code: string, field?: string, details?: Record<string, unknown>) =>
    new ApiError({
      kind: 'http',
      method: 'POST',
      path: '/api/user/deposit',
      status: 422,
      body: { error: { code, message: 'server words', field, details } },
    });

  it('is the bonus’s when the server names the bonus or its minimum deposit', () => {
    expect(depositBonusRefusal(refusal('ACTIVE_BONUS', 'bonusId'))).toEqual({
      code: 'ACTIVE_BONUS',
      details: {},
      field: 'bonusId',
    });
    expect(depositBonusRefusal(refusal('DEPOSITS_NUMBER', 'amount', { minDeposit: 20 }))).toEqual({
      code: 'DEPOSITS_NUMBER',
      details: { minDeposit: 20 },
      field: 'amount',
    });
  });

  it('leaves the deposit’s own refusals to depositError', () => {
    expect(depositBonusRefusal(refusal('PAYMENT_LIMIT_THRESHOLD', 'amount'))).toBeUndefined();
    expect(depositBonusRefusal(refusal('REQUIRED_EMAIL_VERIFICATION'))).toBeUndefined();
    expect(
      depositBonusRefusal(new ApiError({ kind: 'timeout', method: 'POST', path: '/x' })),
    ).toBeUndefined();
    expect(depositBonusRefusal(null)).toBeUndefined();
  });
});
