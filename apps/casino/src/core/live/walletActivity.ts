// What the player's wallet events leave for features that read them later, without a socket of
// their own: the net gaming result since the page loaded (the daily accumulator's ngr moves by
// it) and the last deposit that fell through (the cashier offers another method). Fed by the
// wallet feature's live handlers; reset when the player signs out.
import type { WalletEvent } from '@casino/api-client';
import { create } from 'zustand';

/** A decimal string in hundredths, with integer arithmetic only ("2.50" → 250, "-0.05" → -5). */
export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(`${fraction}00`.slice(0, 2)));
}

interface WalletActivityState {
  /** Net gaming result delta since the page loaded: debit adds the win, credit subtracts it. */
  ngrDelta: number;
  /** The same in hundredths: sums stay exact (integers), ngrDelta is derived from it. */
  ngrCents: number;
  failedDeposit: { method: string; at: number } | null;
  debit: (event: Pick<WalletEvent, 'win'>) => void;
  credit: (event: Pick<WalletEvent, 'win'>) => void;
  depositFailed: (method: string) => void;
  reset: () => void;
}

export const useWalletActivity = create<WalletActivityState>((set) => ({
  ngrDelta: 0,
  ngrCents: 0,
  failedDeposit: null,
  debit: (event) => set((state) => ngr(state.ngrCents + toCents(event.win))),
  credit: (event) => set((state) => ngr(state.ngrCents - toCents(event.win))),
  depositFailed: (method) => set({ failedDeposit: { method, at: Date.now() } }),
  reset: () => set({ ngrDelta: 0, ngrCents: 0, failedDeposit: null }),
}));

const ngr = (cents: number) => ({ ngrCents: cents, ngrDelta: cents / 100 });
