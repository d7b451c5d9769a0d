export {
  type CurrencyFacts,
  type CurrencyList,
  type CurrencyListEntry,
  currencyFacts,
  FIAT_DECIMALS,
  isIsoCurrency,
  MAX_DECIMALS,
} from './currency.ts';
export { type AmountFormat, formatAmount } from './format.ts';
