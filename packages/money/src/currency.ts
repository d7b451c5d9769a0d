// What a currency code means for display: an ISO 4217 currency that `Intl.NumberFormat` knows, or
// a code it does not know as a currency (crypto such as USDT, BTC; an operator's own token), with
// the decimals the amounts carry. The back end's currency list (get-currencies) is the authority;
// without it, `Intl`'s own list of currencies decides, so a display never waits for the list.

/** Spec 9: fiat amounts show 2 decimals. */
export const FIAT_DECIMALS = 2;
/** Spec 9: crypto amounts show up to 8 decimals. */
export const MAX_DECIMALS = 8;

/** One row of the back end's currency list (the fields a display needs). */
export interface CurrencyListEntry {
  code: string;
  symbol?: string;
  isCrypto: boolean;
  /** Decimals the back end keeps for the currency (2 for fiat, up to 8 for crypto). */
  decimals?: number;
}

export type CurrencyList = readonly CurrencyListEntry[];

export interface CurrencyFacts {
  code: string;
  /**
   * `iso`: formatted by `Intl.NumberFormat` with its symbol and exactly `decimals` decimals.
   * `other`: crypto and any code `Intl` does not know: the number with up to `decimals` decimals
   * (trailing zeros trimmed), followed by the code.
   */
  kind: 'iso' | 'other';
  decimals: number;
}

let isoCodes: ReadonlySet<string> | undefined;

/** The currencies this engine's `Intl` knows (`Intl.supportedValuesOf`, Chrome 99, Safari 15.4). */
function knownIsoCodes(): ReadonlySet<string> | undefined {
  if (isoCodes) return isoCodes;
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'currency') => string[] };
  if (typeof intl.supportedValuesOf !== 'function') return undefined;
  isoCodes = new Set(intl.supportedValuesOf('currency'));
  return isoCodes;
}

/**
 * Whether `Intl.NumberFormat` can show `code` as an ISO currency. `Intl` accepts any three letters
 * (it would show "BTC 1.00" with 2 decimals) and throws on anything else ("USDT"), so the engine's
 * list of currencies decides where it has one.
 */
export function isIsoCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = knownIsoCodes();
  return known ? known.has(code) : true;
}

const listIndex = new WeakMap<CurrencyList, ReadonlyMap<string, CurrencyListEntry>>();
function indexOf(list: CurrencyList): ReadonlyMap<string, CurrencyListEntry> {
  let index = listIndex.get(list);
  if (!index) {
    index = new Map(list.map((entry) => [entry.code.toUpperCase(), entry]));
    listIndex.set(list, index);
  }
  return index;
}

const clampDecimals = (decimals: number | undefined, fallback: number) =>
  typeof decimals === 'number' && Number.isInteger(decimals)
    ? Math.min(MAX_DECIMALS, Math.max(0, decimals))
    : fallback;

/**
 * How to show amounts in `code`: the currency list's entry when it has one, else `Intl`'s list.
 * `crypto` is the caller's hint (the wallet's `isCrypto`) for a list that has not arrived yet.
 */
export function currencyFacts(code: string, list?: CurrencyList, crypto = false): CurrencyFacts {
  const normalised = code.trim().toUpperCase();
  const entry = list ? indexOf(list).get(normalised) : undefined;
  const iso = isIsoCurrency(normalised) && !(entry?.isCrypto ?? crypto);
  return iso
    ? { code: normalised, kind: 'iso', decimals: clampDecimals(entry?.decimals, FIAT_DECIMALS) }
    : { code: normalised || code, kind: 'other', decimals: clampDecimals(entry?.decimals, MAX_DECIMALS) };
}
