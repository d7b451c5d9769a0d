// The header's total: cash plus bonus, exact (decimal strings through @casino/money, never floats),
// at the scale of the larger operand, so a USDT wallet keeps its eight decimals.
import { add, isDecimal } from '@casino/money';

/** Cash + bonus; the cash alone when the bonus is missing or is not a decimal (a display never throws). */
export function balanceTotal(cash: string, bonus: string | null | undefined): string {
  if (!bonus || !isDecimal(bonus) || !isDecimal(cash)) return cash;
  return add(cash, bonus);
}
