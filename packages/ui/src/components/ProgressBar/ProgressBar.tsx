import type { CSSProperties, ReactNode } from 'react';
import { useId } from 'react';
import { styledElement } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';

export const progressTones = ['accent', 'primary', 'success', 'warning'] as const;
export type ProgressTone = (typeof progressTones)[number];
export const progressSizes = ['small', 'medium'] as const;
export type ProgressSize = (typeof progressSizes)[number];

const toneStyles = styleTable(progressTones, (tone) => ({
  '--progress-fill':
    tone === 'primary' || tone === 'accent' ? `var(--button-${tone}-background)` : `var(--color-${tone})`,
}));
const sizeStyles = styleTable(progressSizes, (size) => ({
  '--progress-height': size === 'small' ? 'var(--space-1)' : 'var(--space-2)',
}));

const Wrap = styledElement('div', {
  ...variantSelectors('tone', toneStyles),
  ...variantSelectors('size', sizeStyles),
  display: 'grid',
  gap: 'var(--space-1)',
  '& > [data-part="labels"]': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 'var(--space-2)',
    fontSize: 'var(--font-size-0)',
    color: 'var(--color-textMuted)',
  },
  '& > [data-part="labels"] > :first-child': {
    color: 'var(--color-text)',
    fontWeight: 'var(--font-weight-bold)',
  },
});
const Track = styledElement('div', {
  height: 'var(--progress-height)',
  borderRadius: 'var(--radius-pill)',
  background: 'var(--color-surfaceRaised)',
  overflow: 'hidden',
  '& > span': {
    display: 'block',
    height: '100%',
    width: 'var(--progress-value)',
    borderRadius: 'inherit',
    background: 'var(--progress-fill)',
    transition: 'width 300ms ease',
  },
});

export type ProgressBarProps = {
  /** Names the bar (e.g. "Wagering", "VIP level 3"). */
  label: ReactNode;
  value: number;
  /** @default 100 */
  max?: number;
  /** What the numbers mean, read instead of a percentage (e.g. "€120.00 of €500.00"). */
  valueText?: string;
  /** @default 'accent' */
  tone?: ProgressTone;
  /** @default 'medium' */
  size?: ProgressSize;
};

/** Progress toward a goal (wagering, VIP level); the value is clamped to 0…max. */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  tone = 'accent',
  size = 'medium',
}: ProgressBarProps) {
  const id = useId();
  const clamped = Math.min(max, Math.max(0, value));
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <Wrap data-tone={tone} data-size={size}>
      <div data-part="labels">
        <span id={`${id}-label`}>{label}</span>
        {valueText && <span>{valueText}</span>}
      </div>
      <Track
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        style={{ '--progress-value': `${percent}%` } as CSSProperties}
      >
        <span />
      </Track>
    </Wrap>
  );
}
