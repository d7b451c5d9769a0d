export {
  type CurrencyFacts,
  type CurrencyList,
  type CurrencyListEntry,
  currencyFacts,
  FIAT_DECIMALS,
  isIsoCurrency,
  MAX_DECIMALS,
} from './currency.ts';
export {
  add,
  compare,
  type DecimalInput,
  divide,
  isDecimal,
  isZero,
  multiply,
  negate,
  parseDecimal,
  percentOf,
  type Rounding,
  round,
  roundToCurrency,
  sign,
  subtract,
  sum,
  trimZeros,
} from './decimal.ts';
export { type AmountFormat, formatAmount } from './format.ts';
