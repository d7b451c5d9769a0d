// The one seam between the design system and its styling engine. styled-system has been dormant
// since 2021 and emotion may be swapped later: nothing else in the package imports either.
import { Global, keyframes, ThemeProvider, useTheme } from '@emotion/react';
import emotionStyled from '@emotion/styled';
import styledSystemShouldForwardProp from '@styled-system/should-forward-prop';
import type { ComponentType, JSX } from 'react';
import {
  type BackgroundProps,
  type BorderProps,
  background,
  border,
  type ColorProps,
  color,
  compose,
  type FlexboxProps,
  flexbox,
  type GridProps,
  grid,
  type LayoutProps,
  layout,
  type PositionProps,
  position,
  type ShadowProps,
  type SpaceProps,
  shadow,
  space,
  type TypographyProps,
  typography,
} from 'styled-system';

/** A CSS object: nested selectors (`&:hover`, `&[data-state="open"]`) and CSS variables allowed. */
export type CSSObject = { [key: string]: string | number | CSSObject | undefined };

/** The style props every primitive accepts; scale values resolve to `var(--…)` references. */
export type SystemProps = SpaceProps &
  ColorProps &
  LayoutProps &
  FlexboxProps &
  GridProps &
  TypographyProps &
  BorderProps &
  PositionProps &
  ShadowProps &
  BackgroundProps;

const systemStyle = compose(
  space,
  color,
  layout,
  flexbox,
  grid,
  typography,
  border,
  position,
  shadow,
  background,
);

/** Style props are consumed here and never reach the DOM. */
const forwardSystemProp = (prop: string): boolean =>
  styledSystemShouldForwardProp(prop) && prop !== 'as' && prop !== 'theme';

type Tag = keyof JSX.IntrinsicElements;

/** A primitive: an element that takes style props, resolved against the var-reference theme. */
export function systemElement<T extends Tag>(tag: T, base: CSSObject = {}) {
  return emotionStyled(tag, { shouldForwardProp: forwardSystemProp })(
    base as never,
    systemStyle as never,
  ) as unknown as ComponentType<JSX.IntrinsicElements[T] & SystemProps & { as?: Tag }>;
}

/**
 * A styled element without style props: the component's CSS reads its own variables and data-*
 * attributes. Unknown props are filtered by emotion's HTML attribute list.
 */
export function styledElement<T extends Tag>(tag: T, styles: CSSObject) {
  return emotionStyled(tag)(styles as never) as unknown as ComponentType<JSX.IntrinsicElements[T]>;
}

/** The same for a component (e.g. a Radix part) that accepts className. */
export function styledComponent<P extends { className?: string }>(
  component: ComponentType<P>,
  styles: CSSObject,
) {
  return emotionStyled(component as ComponentType<P>)(styles as never) as unknown as ComponentType<P>;
}

/** A keyframes rule name to use in an `animation` value. */
export const animation = (frames: Record<string, CSSObject>): string => String(keyframes(frames as never));

/** Global CSS (e.g. the brand's variables). */
/** Provides the var-reference styled-system theme to primitives. */
export { Global as GlobalStyle, ThemeProvider as StyleThemeProvider, useTheme as useStyleTheme };
