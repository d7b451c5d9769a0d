// Brand tokens → CSS custom properties. Every brand sets the same variable names, so one build
// serves every brand and a brand switch only swaps variables (no React work).
import type { Theme } from '@casino/schemas/types';
import { readableColorName, readableTint } from './contrast.ts';

type ComponentTokens = Theme['components'];
type ColorName = ComponentTokens['button']['kinds']['primary']['background'];
type RadiusName = ComponentTokens['button']['radius'];
type ButtonKindTokens = ComponentTokens['button']['kinds']['primary'];

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

// Component tokens become variables by walking `theme.components`, so a token added to the theme
// schema gets its variable with no edit here. The path names the variable (`modal.maxWidth` →
// `--modal-max-width`); the grouping objects `sizes` and `kinds` are left out of the name
// (`button.sizes.small.height` → `--button-small-height`), as components read them by size or kind.
const groupingKeys = new Set(['sizes', 'kinds']);
const kebab = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** Token keys whose number is unitless (a font weight), not pixels. */
const unitlessKeys = new Set(['fontWeight']);
/** Token keys whose string is a CSS keyword, not a palette or radius name. */
const keywordKeys = new Set(['textTransform']);
const isRadiusKey = (key: string): boolean => /(^r|R)adius$/.test(key);

function tokenValue(theme: Theme, key: string, value: string | number): string {
  if (typeof value === 'number') return unitlessKeys.has(key) ? String(value) : px(value);
  if (keywordKeys.has(key)) return value;
  if (isRadiusKey(key)) return radiusRef(value as RadiusName);
  if (value === 'transparent' || value in theme.colors) return colorRef(value as ColorName);
  return value;
}

function walkComponentTokens(theme: Theme, node: object, path: string[], vars: Record<string, string>): void {
  for (const [key, value] of Object.entries(node)) {
    const at = groupingKeys.has(key) ? path : [...path, key];
    if (typeof value === 'object' && value !== null) walkComponentTokens(theme, value, at, vars);
    else if (typeof value === 'string' || typeof value === 'number')
      vars[`--${at.map(kebab).join('-')}`] = tokenValue(theme, key, value);
  }
  // A button's label must stay readable on its own fill (or on the page, for transparent kinds).
  if (path.length === 2 && path[0] === 'button' && 'text' in node && 'background' in node) {
    const colors = node as ButtonKindTokens;
    if (colors.text === 'transparent') return;
    const behind =
      colors.background === 'transparent' ? theme.colors.background : theme.colors[colors.background];
    const text = readableColorName(theme.colors, colors.text, behind, ['text', 'textInverse', colors.text]);
    vars[`--${path.join('-')}-text`] = colorRef(text);
  }
}

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

  walkComponentTokens(theme, theme.components, [], vars);
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
