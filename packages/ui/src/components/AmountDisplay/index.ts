export {
  AmountDisplay,
  type AmountDisplayProps,
  type AmountSize,
  type AmountTone,
  amountSizes,
  amountTones,
} from './AmountDisplay.tsx';
export { useFormatCompactAmount } from './CompactAmount.ts';
export {
  CurrencyListProvider,
  type FormatAmount,
  useFormatAmount,
  useFormatAmountWith,
} from './CurrencyList.tsx';
