// Live events from the casino back end's socket (spec 7): debit and credit carry the win that
// moves the daily accumulator's ngr; failedDeposit names the method a deposit fell through.
import { create } from 'zustand';

/** Amounts are decimal strings from the server; balances are its exact totals after the bet. */
export interface WalletEvent {
  win: string;
  balance?: string;
  bonusBalance?: string;
  totalBalance?: string;
  currencyCode?: string;
}

/** A decimal string in hundredths, with integer arithmetic only ("2.50" → 250). */
export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(`${fraction}00`.slice(0, 2)));
}

interface LiveEventsState {
  connected: boolean;
  /** Net gaming result delta since the page loaded: debit adds the win, credit subtracts it. */
  ngrDelta: number;
  /** The same in hundredths: sums stay exact, ngrDelta is derived from it. */
  ngrCents: number;
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
  ngrCents: 0,
  failedDeposit: null,
  setConnected: (connected) => set({ connected }),
  debit: (event) => set((state) => ngr(state.ngrCents + toCents(event.win))),
  credit: (event) => set((state) => ngr(state.ngrCents - toCents(event.win))),
  depositFailed: (method) => set({ failedDeposit: { method, at: Date.now() } }),
  reset: () => set({ connected: false, ngrDelta: 0, ngrCents: 0, failedDeposit: null }),
}));

const ngr = (cents: number) => ({ ngrCents: cents, ngrDelta: cents / 100 });
