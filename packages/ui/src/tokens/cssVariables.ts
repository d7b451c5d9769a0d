// Brand tokens → CSS custom properties. Every brand sets the same variable names, so one build
// serves every brand and a brand switch only swaps variables (no React work).
import type { Theme } from '@casino/schemas/types';
import { readableColorName, readableTint } from './contrast.ts';

type ComponentTokens = Theme['components'];
type ColorName = ComponentTokens['button']['kinds']['primary']['background'];
type RadiusName = ComponentTokens['button']['radius'];

export const buttonSizes = ['xx-small', 'xs-small', 'small', 'medium', 'large', 'x-large'] as const;
export const buttonKinds = [
  'accent',
  'primary',
  'outline',
  'secondary',
  'tertiary',
  'link',
  'quaternary',
  'error',
] as const;

/** The CSS variable that holds a palette colour. */
export const colorVar = (name: string): string => `--color-${name}`;

const px = (value: number): string => `${value}px`;
const colorRef = (name: ColorName): string =>
  name === 'transparent' ? 'transparent' : `var(${colorVar(name)})`;
const radiusRef = (name: RadiusName): string => `var(--radius-${name})`;

/** Every CSS custom property of a theme, name → value. */
export function themeToCssVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) vars[colorVar(name)] = value;
  theme.space.forEach((value, index) => {
    vars[`--space-${index}`] = px(value);
  });
  theme.fontSizes.forEach((value, index) => {
    vars[`--font-size-${index}`] = px(value);
  });
  for (const [name, value] of Object.entries(theme.fonts)) vars[`--font-${name}`] = value;
  for (const [name, value] of Object.entries(theme.fontWeights))
    vars[`--font-weight-${name}`] = String(value);
  for (const [name, value] of Object.entries(theme.lineHeights))
    vars[`--line-height-${name}`] = String(value);
  for (const [name, value] of Object.entries(theme.radii)) vars[`--radius-${name}`] = px(value);
  for (const [name, value] of Object.entries(theme.shadows)) vars[`--shadow-${name}`] = value;
  for (const [name, value] of Object.entries(theme.zIndices)) vars[`--z-${name}`] = String(value);

  // Status colours used as text (field errors, claimed days…) must read at AA on every surface.
  const surfaces = [theme.colors.background, theme.colors.surface, theme.colors.surfaceRaised];
  for (const status of ['error', 'success', 'warning', 'info', 'accent', 'link'] as const) {
    vars[`--color-${status}-readable`] = readableTint(theme.colors[status], theme.colors.text, surfaces);
  }

  const { button, carousel, modal, calendar } = theme.components;
  vars['--button-radius'] = radiusRef(button.radius);
  vars['--button-font-weight'] = String(button.fontWeight);
  vars['--button-text-transform'] = button.textTransform ?? 'none';
  for (const size of buttonSizes) {
    const metrics = button.sizes[size];
    vars[`--button-${size}-height`] = px(metrics.height);
    vars[`--button-${size}-padding-x`] = px(metrics.paddingX);
    vars[`--button-${size}-font-size`] = px(metrics.fontSize);
    vars[`--button-${size}-icon-size`] = px(metrics.iconSize);
  }
  for (const kind of buttonKinds) {
    const colors = button.kinds[kind];
    vars[`--button-${kind}-background`] = colorRef(colors.background);
    // Transparent kinds sit on the page background; text must stay readable on what is behind it.
    const behind =
      colors.background === 'transparent' ? theme.colors.background : theme.colors[colors.background];
    const text =
      colors.text === 'transparent'
        ? colors.text
        : readableColorName(theme.colors, colors.text, behind, ['text', 'textInverse', colors.text]);
    vars[`--button-${kind}-text`] = colorRef(text);
    vars[`--button-${kind}-border`] = colorRef(colors.border);
    vars[`--button-${kind}-hover-background`] = colorRef(colors.hoverBackground);
  }
  vars['--carousel-gap'] = px(carousel.gap);
  vars['--carousel-arrow-size'] = px(carousel.arrowSize);
  vars['--carousel-arrow-background'] = colorRef(carousel.arrowBackground);
  vars['--carousel-arrow-color'] = colorRef(carousel.arrowColor);
  vars['--carousel-radius'] = radiusRef(carousel.radius);
  vars['--modal-radius'] = radiusRef(modal.radius);
  vars['--modal-padding'] = px(modal.padding);
  vars['--modal-max-width'] = px(modal.maxWidth);
  vars['--modal-background'] = colorRef(modal.background);
  vars['--modal-deposit-background'] = colorRef(modal.depositBackground);
  vars['--calendar-day-radius'] = radiusRef(calendar.dayRadius);
  vars['--calendar-day-background'] = colorRef(calendar.dayBackground);
  vars['--calendar-today-background'] = colorRef(calendar.todayBackground);
  vars['--calendar-today-border'] = colorRef(calendar.todayBorder);
  vars['--calendar-claimed-color'] = colorRef(calendar.claimedColor);
  vars['--calendar-locked-color'] = colorRef(calendar.lockedColor);
  vars['--calendar-claimable-color'] = colorRef(calendar.claimableColor);
  return vars;
}

/** The selector that scopes a brand's variables: `[data-brand="<id>"]` on <html> or a portal root. */
export const brandSelector = (brandId: string): string => `[data-brand="${brandId}"]`;

/** A style sheet that defines the brand's variables under its selector. */
export function brandStyleSheet(brandId: string, theme: Theme): string {
  const declarations = Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return `${brandSelector(brandId)}{${declarations}color-scheme:${isDark(theme.colors.background) ? 'dark' : 'light'};}`;
}

/** Relative luminance below one half: the brand's page is dark. */
export function isDark(hex: string): boolean {
  const digits = hex.slice(1);
  const full =
    digits.length === 3 || digits.length === 4
      ? digits
          .slice(0, 3)
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((offset) => Number.parseInt(full.slice(offset, offset + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5;
}
