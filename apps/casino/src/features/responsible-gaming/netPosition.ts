// The reality check's net position: stakes minus wins over the session, exact. Amounts arrive as
// decimal strings in the currency's precision (live debit/credit events, the HTTP summary); they
// are added as scaled integers (BigInt), never as binary floats.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal string as an integer of 10^-scale units. */
function toUnits(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Not a decimal amount: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) throw new Error(`More than ${scale} decimals: ${value}`);
  const units = BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
  return sign === '-' ? -units : units;
}

function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

const decimalsOf = (value: string): number => value.split('.')[1]?.length ?? 0;

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
  const places = Math.max(scale, ...movements.map((m) => decimalsOf(m.amount)));
  let stakes = 0n;
  let wins = 0n;
  for (const movement of movements) {
    const units = toUnits(movement.amount, places);
    if (movement.kind === 'debit') stakes += units;
    else wins += units;
  }
  return {
    stakes: fromUnits(stakes, places),
    wins: fromUnits(wins, places),
    net: fromUnits(stakes - wins, places),
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
