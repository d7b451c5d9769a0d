import type { HTMLAttributes, ReactNode } from 'react';

/** A phrase inside a line (`span`) or a block such as a heading's text (`div`). */
export const visuallyHiddenElements = ['span', 'div'] as const;
export type VisuallyHiddenElement = (typeof visuallyHiddenElements)[number];

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  /** @default 'span' */
  as?: VisuallyHiddenElement;
  children: ReactNode;
};
