import type { ReactNode } from 'react';

/** The edge the sheet comes from: `start`/`end` follow the reading direction; `bottom` is a phone's sheet. */
export const drawerSides = ['start', 'end', 'bottom'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export type DrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's accessible name, shown as its heading ("Filters"). */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Actions pinned under the scrolling content ("Show 120 games", "Clear all"). */
  footer?: ReactNode;
  /** @default 'bottom' */
  side?: DrawerSide;
  /** The element that opens the drawer. Without one, focus returns to whatever had it before opening. */
  trigger?: ReactNode;
};
