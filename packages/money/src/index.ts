export {
  add,
  divide,
  isZero,
  multiply,
  negate,
  parseDecimal,
  percentOf,
  type Rounding,
  round,
  roundToCurrency,
  scaleOf,
  sign,
  subtract,
  sum,
} from './arithmetic.ts';
export { formatCompactAmount } from './compact.ts';
export {
  type CurrencyFacts,
  type CurrencyList,
  type CurrencyListEntry,
  currencyFacts,
  FIAT_DECIMALS,
  isIsoCurrency,
  MAX_DECIMALS,
} from './currency.ts';
export { compare, isDecimal, trimZeros } from './decimal.ts';
export { type AmountFormat, formatAmount } from './format.ts';
