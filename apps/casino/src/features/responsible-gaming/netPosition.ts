// The reality check's net position: stakes minus wins over the session, exact. Amounts arrive as
// decimal strings in the currency's precision (live debit/credit events, the HTTP summary); they
// are added by the money module's decimal arithmetic, never as binary floats.
import { round, scaleOf, subtract, sum } from '@casino/money';

export interface MoneyMovement {
  kind: 'debit' | 'credit';
  /** The stake (debit) or the win (credit), a non-negative decimal string. */
  amount: string;
}

export interface NetPosition {
  stakes: string;
  wins: string;
  /** stakes − wins: positive is what the player is down. */
  net: string;
}

/** Totals of a sequence of movements, in the largest precision any amount used (at least `scale`). */
export function netPosition(movements: readonly MoneyMovement[], scale = 2): NetPosition {
  const total = (kind: MoneyMovement['kind']) =>
    sum(movements.filter((movement) => movement.kind === kind).map((movement) => movement.amount));
  const stakes = total('debit');
  const wins = total('credit');
  // One precision for all three figures, so they line up in the reality check; `places` is at
  // least each figure's own, so round() only pads with zeros here.
  const places = Math.max(scale, scaleOf(stakes), scaleOf(wins));
  return {
    stakes: round(stakes, places),
    wins: round(wins, places),
    net: round(subtract(stakes, wins), places),
  };
}

/** Adds movements seen live to a summary the server sent (a resync replaces, events add). */
export function addMovements(base: NetPosition, movements: readonly MoneyMovement[]): NetPosition {
  return netPosition([
    { kind: 'debit', amount: base.stakes },
    { kind: 'credit', amount: base.wins },
    ...movements,
  ]);
}
