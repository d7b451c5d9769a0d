import type { ComponentProps } from 'react';
import type { SystemProps } from '../internal/styling.ts';
import { Flex } from './Box.tsx';

export const stackDirections = ['vertical', 'horizontal'] as const;
export type StackDirection = (typeof stackDirections)[number];

export type StackProps = Omit<ComponentProps<typeof Flex>, 'gap'> & {
  /** Index into the space scale between children. @default 3 */
  gap?: number;
  /** @default 'vertical' */
  direction?: StackDirection;
} & SystemProps;

/** Children in a column (or row) with one space-scale gap between them. */
export function Stack({ gap = 3, direction = 'vertical', style, ...rest }: StackProps) {
  return (
    <Flex
      flexDirection={direction === 'vertical' ? 'column' : 'row'}
      {...rest}
      style={{ gap: `var(--space-${gap})`, ...style }}
    />
  );
}
