// The cashier's bonus choice (issue 35): which deposit bonuses of get-all-bonus the player can take
// with this deposit, the spec 8 reason for each one they cannot, and what a deposit of the amount
// typed gets. Every figure is exact (@casino/money decimal strings): the bonus is the percent of
// the amount, capped at the bonus's maximum, rounded half to even to the currency's decimals, and
// its wagering is that bonus times the multiplier, rounded the same way: the reference back end's
// order and rounding (routes/bonus.ts activateBonus), so the figure shown is the figure paid.
import type { BonusOffer } from '@casino/api-client';
import { compare, multiply, parseDecimal, percentOf, round } from '@casino/money';
import type { BonusActivationCode } from '../../../core/bonuses/bonusErrors.ts';

/** The fields of a get-all-bonus row the cashier reads. */
export type DepositOffer = Pick<
  BonusOffer,
  | 'id'
  | 'type'
  | 'banner'
  | 'depositBonusPercent'
  | 'maxBonusThreshold'
  | 'minDeposit'
  | 'freeSpinsQuantity'
  | 'wageringMultiplier'
  | 'wageringType'
  | 'daysValid'
  | 'validOnDays'
  | 'startAt'
  | 'endAt'
  | 'depositsNumber'
  | 'requiresEmailVerification'
>;

/** A spec 8 refusal the cashier can tell before the deposit: its code and the details it words. */
export interface BonusBlock {
  code: BonusActivationCode;
  details: Record<string, string | number>;
}

export interface DepositBonusQuote {
  /** The bonus money for the amount: percent of it, at most the maximum, in the currency's decimals. */
  bonus: string;
  /** The maximum decided the bonus (the percent of the amount was more). */
  capped: boolean;
  /** What must be wagered: bonus × the wagering multiplier, in the currency's decimals. */
  wagering: string;
  freeSpins: number;
}

/** A number from the back end (percent, maximum, minimum) as the exact decimal it was written as. */
const exact = (value: number | null | undefined): string | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : parseDecimal(value);

/** The deposit bonuses of a get-all-bonus page (the other types are activated on /promotions). */
export const depositOffers = <T extends Pick<BonusOffer, 'type'>>(rows: readonly T[]): T[] =>
  rows.filter((row) => row.type === 'deposit');

/**
 * What a deposit of `amount` (an exact decimal string) gets from the offer, in `decimals` decimals
 * (2 for fiat, the currency list's for crypto): "200" at 100% up to 500 → bonus "200.00";
 * "800" → "500.00" (capped); "33.335" at 50% → "16.67" (16.6675 half to even).
 */
export function depositBonusQuote(
  amount: string,
  offer: Pick<
    DepositOffer,
    'depositBonusPercent' | 'maxBonusThreshold' | 'wageringMultiplier' | 'freeSpinsQuantity'
  >,
  decimals: number,
): DepositBonusQuote {
  const share = percentOf(amount, exact(offer.depositBonusPercent) ?? '0');
  const maximum = exact(offer.maxBonusThreshold);
  const capped = maximum !== null && compare(share, maximum) > 0;
  const bonus = round(capped ? maximum : share, decimals);
  const wagering = round(multiply(bonus, exact(offer.wageringMultiplier) ?? '0'), decimals);
  return { bonus, capped, wagering, freeSpins: offer.freeSpinsQuantity ?? 0 };
}

export interface PlayerBonusState {
  /** Deposits the player has made before this one. */
  depositCount: number;
  /** spec 6: an active bonus (not free spins) takes the one bonus slot a deposit bonus needs. */
  bonusSlotTaken: boolean;
  /** spec 8 REQUIRED_EMAIL_VERIFICATION: some bonuses are for verified e-mails only. */
  emailVerified: boolean;
  now: Date;
}

/**
 * Why the player cannot take the offer with any amount now, in the order the server checks (so
 * the reason shown is the one its refusal would give), or null. The day is the server's: a bonus
 * valid on some weekdays is checked on the UTC weekday, as the reference back end does.
 */
export function offerBlock(offer: DepositOffer, player: PlayerBonusState): BonusBlock | null {
  const now = player.now.getTime();
  if (offer.startAt && Date.parse(offer.startAt) > now) return { code: 'START_TIME_ERROR', details: {} };
  if (offer.endAt && Date.parse(offer.endAt) < now) return { code: 'END_TIME_ERROR', details: {} };
  if (offer.validOnDays && !offer.validOnDays.includes(player.now.getUTCDay()))
    return { code: 'VALID_ON_DAYS', details: {} };
  if (offer.requiresEmailVerification && !player.emailVerified)
    return { code: 'REQUIRED_EMAIL_VERIFICATION', details: {} };
  const required = offer.depositsNumber;
  if (required !== null && required !== undefined) {
    if (player.depositCount < required)
      return { code: 'DEPOSITS_NUMBER', details: { required, made: player.depositCount } };
    if (player.depositCount > required)
      return { code: 'DEPOSITS_NUMBER2', details: { required, made: player.depositCount } };
  }
  if (player.bonusSlotTaken) return { code: 'ACTIVE_BONUS', details: {} };
  return null;
}

/** The offer's minimum deposit when `amount` is below it (spec 8 DEPOSITS_NUMBER), else null. */
export function minimumNotMet(offer: Pick<DepositOffer, 'minDeposit'>, amount: string): string | null {
  const minimum = exact(offer.minDeposit);
  if (minimum === null) return null;
  // An amount that is not a decimal yet (a cleared field) is the amount field's own problem.
  try {
    return compare(amount, minimum) < 0 ? minimum : null;
  } catch {
    return null;
  }
}

/** When a bonus taken now expires: `daysValid` days after the deposit activates it. */
export const bonusExpiry = (offer: Pick<DepositOffer, 'daysValid'>, now: Date): Date =>
  new Date(now.getTime() + offer.daysValid * 86_400_000);

/** The percent and the maximum as exact decimals, for the offer's terms line. */
export const offerTerms = (
  offer: Pick<DepositOffer, 'depositBonusPercent' | 'maxBonusThreshold' | 'minDeposit'>,
) => ({
  percent: exact(offer.depositBonusPercent) ?? '0',
  maximum: exact(offer.maxBonusThreshold),
  minimum: exact(offer.minDeposit),
});
