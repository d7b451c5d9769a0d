// Spec 4, deposit amount selector; spec 9, business constants.

/** The amount the selector starts at and resets to. */
export const DEFAULT_DEPOSIT_AMOUNT = 25;
/** Quick-pick amounts shown under the stepper. */
export const QUICK_AMOUNTS = [25, 50, 100] as const;
/** From this amount on, steps are coarse. */
export const COARSE_STEP_FROM = 30;
export const FINE_STEP = 1;
export const COARSE_STEP = 5;

// Typed amounts have up to 2 decimals: steps are taken in hundredths (integers), so 1028.93 − 5
// gives 1023.93, not the float sum 1023.9300000000001.
const CENTS = 100;
const cents = (amount: number): number => Math.round(amount * CENTS);

/** Up adds 1 below 30 and 5 from 30. */
export function stepUp(amount: number): number {
  const step = amount < COARSE_STEP_FROM ? FINE_STEP : COARSE_STEP;
  return (cents(amount) + step * CENTS) / CENTS;
}

/** Down subtracts 5 above 30 and 1 down to 0; never below 0. */
export function stepDown(amount: number): number {
  if (amount > COARSE_STEP_FROM) return (cents(amount) - COARSE_STEP * CENTS) / CENTS;
  return Math.max(0, cents(amount) - FINE_STEP * CENTS) / CENTS;
}

/** Reset returns to the default amount. */
export const resetAmount = (): number => DEFAULT_DEPOSIT_AMOUNT;

/** A typed amount: digits and one decimal separator; an empty field reads as 0. */
export function parseAmountInput(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '') return 0;
  if (!/^\d+(\.\d{0,2})?$/.test(normalised)) return null;
  return Number(normalised);
}
