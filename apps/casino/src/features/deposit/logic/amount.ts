// spec 5 'Deposit: amount above 0 and within provider min and max', compared exactly: the amount
// the player typed is a decimal string, the method's limits are numbers from the configuration.
import Decimal from 'decimal.js';

export type AmountProblem = { kind: 'aboveZero' } | { kind: 'range'; min: string; max: string };

const DECIMAL = /^\d+(\.\d+)?$/;

/** The amount as the exact decimal string sent to the server ("25", "30.5"). */
export const amountText = (amount: number): string => new Decimal(amount).toFixed();

export function amountProblem(
  amount: string,
  limits: { minAmount: number; maxAmount: number },
): AmountProblem | undefined {
  if (!DECIMAL.test(amount) || !new Decimal(amount).gt(0)) return { kind: 'aboveZero' };
  const value = new Decimal(amount);
  const min = new Decimal(limits.minAmount);
  const max = new Decimal(limits.maxAmount);
  return value.lt(min) || value.gt(max)
    ? { kind: 'range', min: min.toFixed(), max: max.toFixed() }
    : undefined;
}
