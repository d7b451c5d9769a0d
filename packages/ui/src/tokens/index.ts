export { mediaQueries, styledSystemBreakpoints, type Viewport, viewportForWidth } from './breakpoints.ts';
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
export { createVarTheme, type VarTheme } from './varTheme.ts';
