// Live events from the casino back end's socket (spec 7): debit and credit carry the win that
// moves the daily accumulator's ngr; failedDeposit names the method a deposit fell through.
import { create } from 'zustand';

export interface WalletEvent {
  win: number;
  balance?: number;
  currencyCode?: string;
}

interface LiveEventsState {
  connected: boolean;
  /** Net gaming result delta since the page loaded: debit adds the win, credit subtracts it. */
  ngrDelta: number;
  failedDeposit: { method: string; at: number } | null;
  setConnected: (connected: boolean) => void;
  debit: (event: WalletEvent) => void;
  credit: (event: WalletEvent) => void;
  depositFailed: (method: string) => void;
  reset: () => void;
}

export const useLiveEvents = create<LiveEventsState>((set) => ({
  connected: false,
  ngrDelta: 0,
  failedDeposit: null,
  setConnected: (connected) => set({ connected }),
  debit: (event) => set((state) => ({ ngrDelta: state.ngrDelta + event.win })),
  credit: (event) => set((state) => ({ ngrDelta: state.ngrDelta - event.win })),
  depositFailed: (method) => set({ failedDeposit: { method, at: Date.now() } }),
  reset: () => set({ connected: false, ngrDelta: 0, failedDeposit: null }),
}));
