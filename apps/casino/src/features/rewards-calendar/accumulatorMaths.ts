// Spec 4, the daily accumulator: the countdown target and the payout, as pure functions.
import { add, FIAT_DECIMALS, multiply, parseDecimal, round, sign, subtract } from '@casino/money';

export const HALF_HOUR_MS = 30 * 60 * 1000;

/**
 * The next :00 or :30 strictly after `now` (at 10:30:00.000 sharp, 11:00). Whole hours and half
 * hours are the same instants in every time zone whose offset is a multiple of 30 minutes; the
 * server counts in UTC, so the target is read on UTC.
 */
export function nextHalfHour(now: Date): Date {
  const ms = now.getTime();
  return new Date((Math.floor(ms / HALF_HOUR_MS) + 1) * HALF_HOUR_MS);
}

/** Whole seconds left until `target` (0 once it has passed). */
export function secondsUntil(target: Date, now: Date): number {
  return Math.max(0, Math.ceil((target.getTime() - now.getTime()) / 1000));
}

/**
 * The live ngr moved by one wallet event: a debit adds the win, a credit subtracts it, exactly and
 * in every decimal the event carries (a 0.00012 BTC win moves it by 0.00012). Rounding happens
 * once, on the payout, as on the server.
 */
export const moveNgr = (ngr: string, kind: 'debit' | 'credit', win: string): string =>
  kind === 'debit' ? add(ngr, win) : subtract(ngr, win);

/**
 * payout = ngr × percent (spec 4), exactly, as the server computes it: a negative ngr pays
 * nothing, the product is rounded half to even to the currency's decimals (2 for fiat, up to 8
 * for crypto). `percent` is the server's fraction (0.05 pays 5 %), read as its shortest text.
 */
export function accumulatorPayout(ngr: string, percent: number, decimals = FIAT_DECIMALS): string {
  return round(sign(ngr) < 0 ? '0' : multiply(ngr, parseDecimal(percent)), decimals);
}

/**
 * When the next accumulator claim is possible, read from the award's `since` (the last claim
 * today, or today's 00:00 UTC when there was none): once per half hour, a claim opens again at
 * the next :00 or :30 after the last one (the back end's RETRY_PERIOD rule). No claim today (or an
 * unreadable `since`): null, open now.
 */
export function claimOpensAt(since: string | undefined): Date | null {
  const at = since === undefined ? Number.NaN : Date.parse(since);
  if (Number.isNaN(at) || at % 86_400_000 === 0) return null;
  return nextHalfHour(new Date(at));
}
