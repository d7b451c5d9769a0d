import type { ReactNode } from 'react';
import { styledElement } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';

export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'error', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const badgeSizes = ['small', 'medium'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

const toneStyles = styleTable(badgeTones, (tone) =>
  tone === 'neutral'
    ? { color: 'var(--color-textMuted)', borderColor: 'var(--color-border)' }
    : { color: `var(--color-${tone}-readable)`, borderColor: `var(--color-${tone}-readable)` },
);
const sizeStyles = styleTable(badgeSizes, (size) =>
  size === 'small'
    ? { fontSize: 'var(--font-size-0)', padding: '0 var(--space-2)', minHeight: 'var(--font-size-4)' }
    : { fontSize: 'var(--font-size-1)', padding: 'var(--space-1) var(--space-3)' },
);

const Pill = styledElement('span', {
  ...variantSelectors('tone', toneStyles),
  ...variantSelectors('size', sizeStyles),
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--space-1)',
  boxSizing: 'border-box',
  border: '1px solid',
  borderRadius: 'var(--radius-pill)',
  background: 'var(--color-surfaceRaised)',
  fontWeight: 'var(--font-weight-bold)',
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  '& svg': { width: '1em', height: '1em' },
});

export type BadgeProps = {
  children: ReactNode;
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** @default 'small' */
  size?: BadgeSize;
  icon?: ReactNode;
};

/** A short status label (e.g. "Active", "New", "VIP 3"). */
export function Badge({ children, tone = 'neutral', size = 'small', icon }: BadgeProps) {
  return (
    <Pill data-tone={tone} data-size={size}>
      {icon}
      {children}
    </Pill>
  );
}
