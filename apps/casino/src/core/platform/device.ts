// Facts about the visitor's device sent with login, sign-up and events (spec 3).

import type { Theme } from '@casino/schemas/types';
import { type Viewport, viewportForWidth } from '@casino/ui/tokens';

export function deviceType(width: number, breakpoints: Theme['breakpoints']): Viewport {
  return viewportForWidth(width, breakpoints);
}

export const screenResolution = (): string => `${window.screen.width}x${window.screen.height}`;

/** Crawlers never see the country block (spec 4). */
export const isBot = (userAgent: string): boolean =>
  /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|mediapartners/i.test(userAgent);
