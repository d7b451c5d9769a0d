// spec 5 'Deposit: amount above 0 and within provider min and max', compared exactly: the amount
// the player typed is a decimal string, the method's limits are numbers from the configuration.
import { compare, isDecimal, parseDecimal, sign } from '@casino/money';

export type AmountProblem = { kind: 'aboveZero' } | { kind: 'range'; min: string; max: string };

/**
 * The amount as the exact decimal string sent to the server ("25", "30.5"); "" for a number that
 * is not finite (a cleared stepper), which amountProblem refuses as not above zero.
 */
export const amountText = (amount: number): string => (Number.isFinite(amount) ? parseDecimal(amount) : '');

export function amountProblem(
  amount: string,
  limits: { minAmount: number; maxAmount: number },
): AmountProblem | undefined {
  if (!isDecimal(amount) || sign(amount) <= 0) return { kind: 'aboveZero' };
  const min = parseDecimal(limits.minAmount);
  const max = parseDecimal(limits.maxAmount);
  return compare(amount, min) < 0 || compare(amount, max) > 0 ? { kind: 'range', min, max } : undefined;
}
