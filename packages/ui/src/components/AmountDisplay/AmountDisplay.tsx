import { styledElement } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { useFormatAmount } from './CurrencyList.tsx';

export const amountSizes = ['small', 'medium', 'large'] as const;
export type AmountSize = (typeof amountSizes)[number];
export const amountTones = ['default', 'positive', 'negative', 'muted'] as const;
export type AmountTone = (typeof amountTones)[number];

const sizeStyles = styleTable(amountSizes, (size) => ({
  fontSize: { small: 'var(--font-size-0)', medium: 'var(--font-size-1)', large: 'var(--font-size-5)' }[size],
}));
const toneStyles = styleTable(amountTones, (tone) => ({
  color: {
    default: 'var(--color-text)',
    positive: 'var(--color-success-readable)',
    negative: 'var(--color-error-readable)',
    muted: 'var(--color-textMuted)',
  }[tone],
}));

const Amount = styledElement('data', {
  ...variantSelectors('size', sizeStyles),
  ...variantSelectors('tone', toneStyles),
  fontWeight: 'var(--font-weight-bold)',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  unicodeBidi: 'isolate',
});

export type AmountDisplayProps = {
  /** A number, or an exact decimal string from the back end ("12.50"). */
  value: number | string;
  /** ISO 4217 code or crypto ticker. */
  currency: string;
  /**
   * The wallet is crypto: up to 8 decimals, trailing zeros trimmed (spec 9). Codes that are not ISO
   * currencies (USDT) and codes the currency list marks as crypto are shown so without it.
   * @default false
   */
  crypto?: boolean;
  /** @default 'medium' */
  size?: AmountSize;
  /** @default 'default' */
  tone?: AmountTone;
};

/** Spec 9 amount: 2 decimals (crypto up to 8, trimmed), 0.00 for zero, symbol and locale grouping. */
export function AmountDisplay({
  value,
  currency,
  crypto = false,
  size = 'medium',
  tone = 'default',
}: AmountDisplayProps) {
  const format = useFormatAmount();
  return (
    <Amount value={String(value)} data-size={size} data-tone={tone} data-currency={currency}>
      {format(value, currency, { crypto })}
    </Amount>
  );
}
