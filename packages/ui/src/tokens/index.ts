export {
  AA_TEXT,
  brandSelector,
  brandStyleSheet,
  buttonKinds,
  buttonSizes,
  colorVar,
  contrastRatio,
  isDark,
  mixHex,
  readableColorName,
  readableTint,
  relativeLuminance,
  themeToCssVariables,
} from '@casino/tokens';
export { mediaQueries, styledSystemBreakpoints, type Viewport, viewportForWidth } from './breakpoints.ts';
export { createVarTheme, type VarTheme } from './varTheme.ts';
