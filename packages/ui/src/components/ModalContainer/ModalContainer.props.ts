import type { ReactNode } from 'react';

/** Layout options of the shared modal container (spec 2), each a boolean prop. */
export const modalOptions = [
  'deposit',
  'fullHeight',
  'transparent',
  'hideClose',
  'mobileFooter',
  'mobileCentered',
] as const;
export type ModalOption = (typeof modalOptions)[number];

/** The exit animation length (spec 9); enter is immediate. */
export const MODAL_EXIT_MS = 300;

export type ModalContainerProps = Partial<Record<ModalOption, boolean>> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Keep the name for assistive technology but do not show the heading. @default false */
  titleHidden?: boolean;
  description?: ReactNode;
  children: ReactNode;
  /** Actions; with `mobileFooter` they stick to the bottom of the screen on mobile. */
  footer?: ReactNode;
  /** The element that opens the dialog (wrapped in a Radix trigger, so focus returns to it). */
  trigger?: ReactNode;
};
