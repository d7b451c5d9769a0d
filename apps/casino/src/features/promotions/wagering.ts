// Wagering progress of an active bonus from the server's exact decimal strings (wagered and left):
// required = wagered + left is added in integer minor units (BigInt), never as floats; only the
// bar's fill, a ratio, is a float.

interface Scaled {
  units: bigint;
  places: number;
}

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

function parse(value: string): Scaled {
  const match = decimalPattern.exec(value.trim());
  if (!match) throw new Error(`Not a decimal amount: "${value}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign ? -units : units, places: fraction.length };
}

const rescale = (value: Scaled, places: number): bigint => value.units * 10n ** BigInt(places - value.places);

function format(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = places ? digits.slice(0, -places) : digits;
  const fraction = places ? `.${digits.slice(-places)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** a + b of two decimal strings, exactly, with the longer of their precisions. */
export function addDecimal(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  const places = Math.max(x.places, y.places);
  return format(rescale(x, places) + rescale(y, places), places);
}

export interface WageringProgress {
  wagered: string;
  required: string;
  left: string;
  /** 0–100, for the bar; 100 when nothing is required. */
  percent: number;
  complete: boolean;
}

export function wageringProgress(wagered: string, left: string): WageringProgress {
  const required = addDecimal(wagered, left);
  const x = parse(wagered);
  const r = parse(required);
  const places = Math.max(x.places, r.places);
  const done = rescale(x, places);
  const total = rescale(r, places);
  // Basis points in integers first, so the float holds at most two decimals of a percent.
  const basisPoints = total > 0n ? Number((done * 10_000n) / total) : 10_000;
  const percent = Math.min(100, Math.max(0, basisPoints / 100));
  return { wagered, required, left, percent, complete: parse(left).units <= 0n };
}

/** Whether a decimal amount is zero ("0", "0.00", "-0.0"). */
export const isZeroAmount = (value: string): boolean => parse(value).units === 0n;
