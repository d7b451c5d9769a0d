// What the player's wallet events leave for features that read them later, without a socket of
// their own: the net gaming result since the page loaded (the daily accumulator's ngr moves by
// it) and the last deposit that fell through (the cashier offers another method). Fed by the
// wallet feature's live handlers; reset when the player signs out.
import type { WalletEvent } from '@casino/api-client';
import { create } from 'zustand';

interface WalletActivityState {
  /** Net gaming result delta since the page loaded: debit adds the win, credit subtracts it. */
  ngrDelta: number;
  failedDeposit: { method: string; at: number } | null;
  debit: (event: Pick<WalletEvent, 'win'>) => void;
  credit: (event: Pick<WalletEvent, 'win'>) => void;
  depositFailed: (method: string) => void;
  reset: () => void;
}

export const useWalletActivity = create<WalletActivityState>((set) => ({
  ngrDelta: 0,
  failedDeposit: null,
  debit: (event) => set((state) => ({ ngrDelta: state.ngrDelta + event.win })),
  credit: (event) => set((state) => ({ ngrDelta: state.ngrDelta - event.win })),
  depositFailed: (method) => set({ failedDeposit: { method, at: Date.now() } }),
  reset: () => set({ ngrDelta: 0, failedDeposit: null }),
}));
