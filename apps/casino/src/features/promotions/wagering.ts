// Wagering progress of an active bonus from the server's exact decimal strings (wagered and left):
// required = wagered + left is added exactly (the money module's decimal arithmetic), never as
// floats; only the bar's fill, a ratio, is a float.
import { add, divide, isZero, multiply, sign } from '@casino/money';

export interface WageringProgress {
  wagered: string;
  required: string;
  left: string;
  /** 0–100, for the bar; 100 when nothing is required. */
  percent: number;
  complete: boolean;
}

export function wageringProgress(wagered: string, left: string): WageringProgress {
  const required = add(wagered, left);
  const percent = sign(required) > 0 ? barPercent(wagered, required) : 100;
  return { wagered, required, left, percent, complete: sign(left) <= 0 };
}

/**
 * wagered / required as a percent with two decimals, cut toward zero (the bar shows 100 only
 * once the last cent is wagered), clamped to 0–100. Only that final figure becomes a float.
 */
const barPercent = (wagered: string, required: string): number =>
  Math.min(100, Math.max(0, Number(divide(multiply(wagered, '100'), required, 2, 'down'))));

/** Whether a decimal amount is zero ("0", "0.00", "-0.0"). */
export const isZeroAmount = (value: string): boolean => isZero(value);
