export { mediaQueries, styledSystemBreakpoints, type Viewport, viewportForWidth } from './breakpoints.ts';
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
