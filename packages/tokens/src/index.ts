// Brand tokens as CSS custom properties, and the contrast maths that keeps them readable. Pure
// functions with no UI dependency: the design system renders with them, the layout engine checks
// brands with them.
export {
  AA_TEXT,
  contrastRatio,
  mixHex,
  readableColorName,
  readableTint,
  relativeLuminance,
} from './contrast.ts';
export {
  brandSelector,
  brandStyleSheet,
  buttonKinds,
  buttonSizes,
  colorVar,
  isDark,
  themeToCssVariables,
} from './cssVariables.ts';
