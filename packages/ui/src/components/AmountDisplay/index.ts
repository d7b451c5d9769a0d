export {
  AmountDisplay,
  type AmountDisplayProps,
  type AmountSize,
  type AmountTone,
  amountSizes,
  amountTones,
} from './AmountDisplay.tsx';
