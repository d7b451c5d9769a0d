// Deposits and withdrawals: what the cashier asks for and offers.
import type { Settings } from '@casino/schemas/types';
import { FALLBACK_CURRENCY } from './registration.ts';

export interface DepositAmounts {
  /** Amount prefilled in the deposit form, in major units. */
  defaultAmount: number;
  /** One-tap amounts beside the field. */
  quickAmounts: readonly number[];
  /** The stepper's increment: `step` below `threshold`, `stepFromThreshold` from it. */
  step: { below: number; threshold: number; from: number };
}

export interface CashierCapabilities {
  /** Players may verify their identity before a first deposit. */
  kycBeforeDeposit: boolean;
  /** A deposit is allowed while the profile has no address. */
  depositWithoutAddress: boolean;
  /** The deposit flow asks for every profile field. */
  depositShowsAllFields: boolean;
  /** Players hold one wallet per currency. */
  multiWallet: boolean;
  /** Operator scripts run on the cashier pages too (off: card data never shares a page with them). */
  scriptsOnCashier: boolean;
  /** Currency used when none is known (spec 9). */
  fallbackCurrency: string;
  deposit: DepositAmounts;
}

/** spec 9: default deposit 25; quick amounts 25, 50, 100; step 1 below 30, 5 from 30. */
export const DEPOSIT_AMOUNTS: DepositAmounts = Object.freeze({
  defaultAmount: 25,
  quickAmounts: Object.freeze([25, 50, 100]),
  step: Object.freeze({ below: 1, threshold: 30, from: 5 }),
});

/** The stepper increment for an amount (spec 9). */
export function depositStep(amount: number, amounts: DepositAmounts = DEPOSIT_AMOUNTS): number {
  return amount < amounts.step.threshold ? amounts.step.below : amounts.step.from;
}

export function cashierCapabilities(settings: Settings): CashierCapabilities {
  return {
    kycBeforeDeposit: settings.allowKYCBeforeDeposit ?? false,
    depositWithoutAddress: settings.allowDepWithoutAddress ?? true,
    depositShowsAllFields: settings.onDepositShowAllField ?? false,
    multiWallet: settings.useMultiWallet ?? false,
    scriptsOnCashier: settings.allowScriptsOnCashier ?? false,
    fallbackCurrency: settings.defaultCurrency ?? FALLBACK_CURRENCY,
    deposit: DEPOSIT_AMOUNTS,
  };
}
