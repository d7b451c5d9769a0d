export {
  AmountDisplay,
  type AmountDisplayProps,
  type AmountSize,
  type AmountTone,
  amountSizes,
  amountTones,
} from './AmountDisplay.tsx';
export {
  CurrencyListProvider,
  type FormatAmount,
  useFormatAmount,
  useFormatCompactAmount,
} from './CurrencyList.tsx';
