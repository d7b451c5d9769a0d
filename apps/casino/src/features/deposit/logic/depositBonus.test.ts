import { describe, expect, it } from 'vitest';
import {
  bonusExpiry,
  type DepositOffer,
  depositBonusQuote,
  depositOffers,
  minimumNotMet,
  offerBlock,
} from './depositBonus.ts';

/** The reference back end's Welcome Bonus: 100% up to 500, minimum 20, wagering 35×, first deposit. */
const welcome: DepositOffer = {
  id: 1,
  type: 'deposit',
  banner: { bannerTitle: 'Welcome Bonus 100% up to 500', imageUrl: '', color: '' },
  depositBonusPercent: 100,
  maxBonusThreshold: 500,
  minDeposit: 20,
  freeSpinsQuantity: null,
  wageringMultiplier: 35,
  wageringType: 'REAL_TO_FUN',
  daysValid: 7,
  validOnDays: null,
  startAt: null,
  endAt: null,
  depositsNumber: 0,
};

describe('depositBonusQuote', () => {
  it('is the percent of the amount, exactly, in the currency decimals', () => {
    expect(depositBonusQuote('25', welcome, 2)).toEqual({
      bonus: '25.00',
      capped: false,
      wagering: '875.00',
      freeSpins: 0,
    });
    // 50% of 33.33: 16.665 → 16.66 (half to even, as the server's decimal.js ROUND_HALF_EVEN)
    expect(depositBonusQuote('33.33', { ...welcome, depositBonusPercent: 50 }, 2).bonus).toBe('16.66');
    // 50% of 33.35: 16.675 → 16.68
    expect(depositBonusQuote('33.35', { ...welcome, depositBonusPercent: 50 }, 2).bonus).toBe('16.68');
    // A float would say 0.1 × 3 = 0.30000000000000004; 10% of 0.3 stays 0.03.
    expect(depositBonusQuote('0.3', { ...welcome, depositBonusPercent: 10 }, 2).bonus).toBe('0.03');
  });

  it('caps the bonus at the maximum and says so', () => {
    expect(depositBonusQuote('500', welcome, 2)).toMatchObject({ bonus: '500.00', capped: false });
    expect(depositBonusQuote('500.01', welcome, 2)).toMatchObject({ bonus: '500.00', capped: true });
    expect(depositBonusQuote('800', welcome, 2)).toMatchObject({
      bonus: '500.00',
      capped: true,
      wagering: '17500.00',
    });
  });

  it('has no cap without a maximum, and handles a fractional percent and multiplier', () => {
    const open = { ...welcome, maxBonusThreshold: null, depositBonusPercent: 12.5, wageringMultiplier: 2.5 };
    expect(depositBonusQuote('1000000', open, 2)).toMatchObject({ bonus: '125000.00', capped: false });
    // 12.5% of 19.99 = 2.49875 → 2.50; × 2.5 = 6.25
    expect(depositBonusQuote('19.99', open, 2)).toMatchObject({ bonus: '2.50', wagering: '6.25' });
  });

  it('keeps crypto decimals (USDT with 6)', () => {
    const usdt = { ...welcome, depositBonusPercent: 25, maxBonusThreshold: 200 };
    expect(depositBonusQuote('20.123457', usdt, 6)).toMatchObject({
      bonus: '5.030864',
      wagering: '176.080240',
    });
  });

  it('counts free spins and treats a missing percent as no bonus money', () => {
    expect(
      depositBonusQuote('50', { ...welcome, depositBonusPercent: null, freeSpinsQuantity: 20 }, 2),
    ).toEqual({ bonus: '0.00', capped: false, wagering: '0.00', freeSpins: 20 });
  });
});

describe('minimumNotMet', () => {
  it('compares exactly with the minimum deposit', () => {
    expect(minimumNotMet(welcome, '19.99')).toBe('20');
    expect(minimumNotMet(welcome, '20')).toBeNull();
    expect(minimumNotMet(welcome, '20.00')).toBeNull();
    expect(minimumNotMet({ minDeposit: 0.3 }, '0.29999999999999999')).toBe('0.3');
    expect(minimumNotMet({ minDeposit: null }, '1')).toBeNull();
    // A cleared amount is the amount field's problem, not the bonus's.
    expect(minimumNotMet(welcome, '')).toBeNull();
  });
});

describe('offerBlock', () => {
  const monday = new Date('2026-11-23T12:00:00Z');
  const fresh = { depositCount: 0, bonusSlotTaken: false, emailVerified: false, now: monday };

  it('lets a new player take the first-deposit bonus', () => {
    expect(offerBlock(welcome, fresh)).toBeNull();
  });

  it('gives the spec 8 code of each rule, in the server order', () => {
    expect(offerBlock({ ...welcome, startAt: '2026-12-01T00:00:00Z' }, fresh)?.code).toBe('START_TIME_ERROR');
    expect(offerBlock({ ...welcome, endAt: '2026-11-01T00:00:00Z' }, fresh)?.code).toBe('END_TIME_ERROR');
    expect(offerBlock({ ...welcome, validOnDays: [0, 6] }, fresh)?.code).toBe('VALID_ON_DAYS');
    expect(offerBlock({ ...welcome, depositsNumber: 3 }, fresh)).toEqual({
      code: 'DEPOSITS_NUMBER',
      details: { required: 3, made: 0 },
    });
    expect(offerBlock(welcome, { ...fresh, depositCount: 2 })).toEqual({
      code: 'DEPOSITS_NUMBER2',
      details: { required: 0, made: 2 },
    });
    expect(offerBlock(welcome, { ...fresh, bonusSlotTaken: true })?.code).toBe('ACTIVE_BONUS');
    // spec 8 REQUIRED_EMAIL_VERIFICATION, checked by the server after the day and before the count.
    const verifiedOnly = { ...welcome, requiresEmailVerification: true };
    expect(offerBlock(verifiedOnly, fresh)?.code).toBe('REQUIRED_EMAIL_VERIFICATION');
    expect(offerBlock(verifiedOnly, { ...fresh, emailVerified: true })).toBeNull();
    expect(offerBlock({ ...verifiedOnly, depositsNumber: 3 }, fresh)?.code).toBe(
      'REQUIRED_EMAIL_VERIFICATION',
    );
    expect(offerBlock({ ...verifiedOnly, validOnDays: [0, 6] }, fresh)?.code).toBe('VALID_ON_DAYS');
    // Not started wins over a taken slot, as on the server.
    expect(
      offerBlock({ ...welcome, startAt: '2026-12-01T00:00:00Z' }, { ...fresh, bonusSlotTaken: true })?.code,
    ).toBe('START_TIME_ERROR');
  });

  it('reads the weekday in UTC, as the server does', () => {
    // Sunday 23:30 UTC is Monday morning east of UTC; the server still says Sunday.
    const sundayUtc = new Date('2026-11-22T23:30:00Z');
    expect(offerBlock({ ...welcome, validOnDays: [0] }, { ...fresh, now: sundayUtc })).toBeNull();
    expect(offerBlock({ ...welcome, validOnDays: [1] }, { ...fresh, now: sundayUtc })?.code).toBe(
      'VALID_ON_DAYS',
    );
  });
});

describe('depositOffers and bonusExpiry', () => {
  it('keeps deposit bonuses only', () => {
    expect(depositOffers([{ type: 'deposit' }, { type: 'freespins' }, { type: 'no_deposit' }])).toEqual([
      { type: 'deposit' },
    ]);
  });

  it('expires daysValid days after the deposit', () => {
    expect(bonusExpiry(welcome, new Date('2026-11-23T12:00:00Z')).toISOString()).toBe(
      '2026-11-30T12:00:00.000Z',
    );
  });
});
