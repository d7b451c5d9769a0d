// What the player's wallet events leave for features that read them later, without a socket of
// their own: the net gaming result since the page loaded (the daily accumulator's ngr moves by
// it) and the last deposit that fell through (the cashier offers another method). Fed by the
// wallet feature's live handlers; reset when the player signs out.
import type { WalletEvent } from '@casino/api-client';
import { add, isDecimal, subtract } from '@casino/money';
import { create } from 'zustand';

interface WalletActivityState {
  /**
   * Net gaming result moved since the page loaded, an exact decimal string: a debit adds the win,
   * a credit subtracts it. Kept in every decimal the events carry (a 0.00012 BTC win counts),
   * never in hundredths or floats.
   */
  ngrDelta: string;
  failedDeposit: { method: string; at: number } | null;
  debit: (event: Pick<WalletEvent, 'win'>) => void;
  credit: (event: Pick<WalletEvent, 'win'>) => void;
  depositFailed: (method: string) => void;
  reset: () => void;
}

// The handlers that call debit/credit go on to put the event's balance on screen: an event whose
// win is not a decimal amount must not stop that, so it leaves the delta as it was.
const move = (ngrDelta: string, win: string, by: typeof add) =>
  isDecimal(win) ? { ngrDelta: by(ngrDelta, win) } : { ngrDelta };

export const useWalletActivity = create<WalletActivityState>((set) => ({
  ngrDelta: '0',
  failedDeposit: null,
  debit: (event) => set((state) => move(state.ngrDelta, event.win, add)),
  credit: (event) => set((state) => move(state.ngrDelta, event.win, subtract)),
  depositFailed: (method) => set({ failedDeposit: { method, at: Date.now() } }),
  reset: () => set({ ngrDelta: '0', failedDeposit: null }),
}));
