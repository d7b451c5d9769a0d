// What the success view states (issue 35): the amount deposited and the bonus asked for with it,
// handed from the deposit form to the outcome modal in the history entry's state (not the address:
// nothing of it belongs in a shared link, and a reload of the same entry keeps it). The outcome
// modal reads it back checked, since a history entry may hold anything.
import { isDecimal } from '@casino/money';

export interface DepositReceipt {
  /** The amount the server credited (its exact decimal string). */
  amount: string;
  currencyCode: string;
  crypto: boolean;
  /** The bonus sent with the deposit, if any. */
  bonus: { id: number; name: string } | null;
  /** The server's refusal of that bonus after the charge (the deposit stays credited). */
  bonusError: { code: string; message: string; details?: Record<string, unknown> } | null;
}

const KEY = 'depositReceipt';

export const receiptState = (receipt: DepositReceipt): Record<string, unknown> => ({ [KEY]: receipt });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The receipt in a history entry's state, or undefined for anything else. */
export function readReceipt(state: unknown): DepositReceipt | undefined {
  const receipt = isRecord(state) ? state[KEY] : undefined;
  if (!isRecord(receipt)) return undefined;
  const { amount, currencyCode, crypto, bonus, bonusError } = receipt;
  if (typeof amount !== 'string' || !isDecimal(amount) || typeof currencyCode !== 'string') return undefined;
  const validBonus =
    isRecord(bonus) && typeof bonus.id === 'number' && typeof bonus.name === 'string'
      ? { id: bonus.id, name: bonus.name }
      : null;
  const validError =
    isRecord(bonusError) && typeof bonusError.code === 'string'
      ? {
          code: bonusError.code,
          message: typeof bonusError.message === 'string' ? bonusError.message : '',
          ...(isRecord(bonusError.details) ? { details: bonusError.details } : {}),
        }
      : null;
  return { amount, currencyCode, crypto: crypto === true, bonus: validBonus, bonusError: validError };
}
