import type { Theme } from '@casino/schemas/types';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** Media queries for the spec 9 breakpoints: mobile < 768, tablet 768–1024, desktop from 1025. */
export function mediaQueries(breakpoints: Theme['breakpoints']): Record<Viewport, string> {
  return {
    mobile: `(max-width: ${breakpoints.tablet - 1}px)`,
    tablet: `(min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 1}px)`,
    desktop: `(min-width: ${breakpoints.desktop}px)`,
  };
}

/** Which layout a viewport width gets. */
export function viewportForWidth(width: number, breakpoints: Theme['breakpoints']): Viewport {
  if (width < breakpoints.tablet) return 'mobile';
  if (width < breakpoints.desktop) return 'tablet';
  return 'desktop';
}

/** styled-system's breakpoints array (responsive style props: [mobile, tablet, desktop]). */
export function styledSystemBreakpoints(breakpoints: Theme['breakpoints']): string[] {
  return [`${breakpoints.tablet}px`, `${breakpoints.desktop}px`];
}
