import type { HTMLAttributes, ReactNode } from 'react';

/** The status colour of the notice; `danger` reads the brand's error colour. */
export const calloutTones = ['info', 'success', 'warning', 'danger'] as const;
export type CalloutTone = (typeof calloutTones)[number];

export type CalloutProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> & {
  /** @default 'info' */
  tone?: CalloutTone;
  /** A short bold line above the text. */
  title?: ReactNode;
  /** A way forward (a button or a link) under the text. */
  action?: ReactNode;
  /**
   * Announce it when it appears (`status` for info and success, `alert` for warning and danger).
   * A notice that is there when the page loads is not announced. @default false
   */
  announce?: boolean;
  children?: ReactNode;
};
