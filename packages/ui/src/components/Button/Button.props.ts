import { buttonKinds, buttonSizes } from '@casino/tokens';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';

// The tuples live with the tokens (the theme contract names them); re-exported for stories and tests.
export { buttonKinds, buttonSizes };
export type ButtonSize = (typeof buttonSizes)[number];
export type ButtonKind = (typeof buttonKinds)[number];

type CommonProps = {
  /** Height, padding and font size from the brand's button tokens. @default 'medium' */
  size?: ButtonSize;
  /** Colour scheme from the brand's button tokens. @default 'primary' */
  kind?: ButtonKind;
  /** Shows a spinner, keeps the width, and blocks clicks. @default false */
  loading?: boolean;
  /** Stretches to the width of its container. @default false */
  fullWidth?: boolean;
  /** An icon before the label (after it in `iconPosition="end"`). */
  icon?: ReactNode;
  /** @default 'start' */
  iconPosition?: 'start' | 'end';
};

/** With a visible label. */
type Labelled = { children: ReactNode; iconOnly?: false };
/** Icon-only buttons must carry an accessible name. */
type IconOnly = { iconOnly: true; icon: ReactNode; 'aria-label': string; children?: never };

type AsButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & { href?: undefined };
type AsLink = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & {
  href: string;
  disabled?: boolean;
};

export type ButtonProps = CommonProps & (Labelled | IconOnly) & (AsButton | AsLink);
