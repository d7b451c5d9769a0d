import { ApiError, apiErrorMessages } from '@casino/api-client';
import { describe, expect, it } from 'vitest';
import { bonusActivationCodes, describeBonusError, describeBonusRefusal } from './bonusErrors.ts';

const refusal = (code: string, details?: Record<string, unknown>, status = 422) =>
  new ApiError({
    kind: 'http',
    method: 'POST',
    path: 'bonus/activate',
    status,
    body: { error: { code, message: `server words for ${code}`, details } },
  });

describe('describeBonusError', () => {
  it('words every spec 8 activation code with its own message, never the server’s text', () => {
    const ids = bonusActivationCodes.map((code) => {
      const description = describeBonusError(refusal(code));
      expect(description?.message.id, code).toMatch(/^promotions\.error\./);
      expect(description?.retryable).toBe(false);
      return description?.message.id;
    });
    expect(new Set(ids).size).toBe(bonusActivationCodes.length);
  });

  it('carries what the server sent along', () => {
    expect(describeBonusError(refusal('UNIFIED_ERROR', { reference: 'req-42' }))).toMatchObject({
      message: { id: 'promotions.error.unified' },
      values: { reference: 'req-42' },
    });
    expect(describeBonusError(refusal('DEPOSITS_NUMBER', { required: 3, made: 1 }))).toMatchObject({
      values: { required: 3 },
    });
    expect(describeBonusError(refusal('DEPOSITS_NUMBER', { minDeposit: 20 }))).toMatchObject({
      message: { id: 'promotions.error.depositsNumberMin' },
      values: { minDeposit: '20' },
    });
    // Deposits before this one = required, so it is deposit number required + 1.
    expect(describeBonusError(refusal('DEPOSITS_NUMBER2', { required: 1, made: 2 }))).toMatchObject({
      values: { number: 2 },
    });
    expect(describeBonusError(refusal('REGISTRATION_BONUS', { days: 30 }))).toMatchObject({
      values: { days: 30 },
    });
  });

  it('leaves every other failure to describeError', () => {
    expect(describeBonusError(refusal('COUPON_ALREADY_REDEEMED', undefined, 409))?.message).toEqual(
      apiErrorMessages.couponRedeemed,
    );
    expect(describeBonusError(new ApiError({ kind: 'timeout', method: 'POST', path: '/x' }))?.retryable).toBe(
      true,
    );
    expect(describeBonusError(null)).toBeUndefined();
  });
});

describe('describeBonusRefusal', () => {
  it('words a deposit answer’s bonusError by its spec 8 code, and an unknown code as UNIFIED_ERROR', () => {
    expect(describeBonusRefusal({ code: 'ACTIVE_BONUS', details: {} }).message.id).toBe(
      'promotions.error.activeBonus',
    );
    expect(describeBonusRefusal({ code: 'UNIFIED_ERROR', details: { reference: 'tx-9' } })).toMatchObject({
      message: { id: 'promotions.error.unified' },
      values: { reference: 'tx-9' },
    });
    expect(describeBonusRefusal({ code: 'SOMETHING_NEW' }).message.id).toBe('promotions.error.unifiedPlain');
  });
});
