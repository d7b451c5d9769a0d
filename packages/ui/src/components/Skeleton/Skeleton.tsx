import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { reducedMotion, visuallyHidden } from '../../internal/a11y.ts';
import { animation, styledElement } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export const skeletonMessages = defineMessages({
  loading: { id: 'ui.skeleton.loading', defaultMessage: 'Loading content' },
});

const pulse = animation({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

const shapeStyles = styleTable(skeletonShapes, (shape) =>
  shape === 'text'
    ? { height: '1em', borderRadius: 'var(--radius-small)' }
    : shape === 'circle'
      ? { borderRadius: '50%', aspectRatio: '1' }
      : { borderRadius: 'var(--radius-medium)' },
);

const Block = styledElement('span', {
  ...variantSelectors('shape', shapeStyles),
  display: 'block',
  background: 'var(--color-surfaceRaised)',
  animation: `${pulse} 1.4s ease-in-out infinite`,
  [reducedMotion]: { animation: 'none' },
});
const Group = styledElement('div', { display: 'grid', gap: 'var(--space-2)' });
const Hidden = styledElement('span', visuallyHidden);

export type SkeletonProps = {
  /** @default 'text' */
  shape?: SkeletonShape;
  /** CSS width. @default '100%' */
  width?: string;
  /** CSS height (rect); text follows the font size, circle its width. */
  height?: string;
};

/** A placeholder block with the shape of content that is loading. Decorative. */
export function Skeleton({ shape = 'text', width = '100%', height }: SkeletonProps) {
  return <Block aria-hidden="true" data-shape={shape} style={{ width, height }} />;
}

/** Skeletons that stand for one piece of loading content, announced once as "Loading content". */
export function SkeletonGroup({ children, label }: { children: ReactNode; label?: string }) {
  const intl = useIntl();
  return (
    <Group aria-busy="true">
      <Hidden role="status">{label ?? intl.formatMessage(skeletonMessages.loading)}</Hidden>
      {children}
    </Group>
  );
}
