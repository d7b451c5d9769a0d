import type { ReactNode } from 'react';

export const tabsVariants = ['underline', 'pill'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

export type TabItem = {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  /** Names the tab list for assistive technology (e.g. "Top wins"). */
  label: string;
  items: readonly TabItem[];
  /** Controlled selection. */
  value?: string;
  /** Uncontrolled start; the first tab when omitted. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** @default 'underline' */
  variant?: TabsVariant;
  /** Full-width triggers that share the row. @default false */
  fitted?: boolean;
};
