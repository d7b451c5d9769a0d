import type { ReactNode } from 'react';

/** Track size: `small` in dense settings lists, `medium` elsewhere. */
export const switchSizes = ['small', 'medium'] as const;
export type SwitchSize = (typeof switchSizes)[number];

export type SwitchProps = {
  /** The setting's name, read with its state ("Ghost mode, on"). */
  label: ReactNode;
  /** A line under the label saying what the setting does. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** A saved setting shows it is being saved by being disabled. @default false */
  disabled?: boolean;
  /** @default 'medium' */
  size?: SwitchSize;
  /** Submitted with a form under this name (`on` when checked). */
  name?: string;
  'data-testid'?: string;
};
