// Marketing attribution and analytics.
import type { Settings } from '@casino/schemas/types';

export interface TrackingCapabilities {
  /** The query parameter that carries an affiliate key. */
  affiliateKeyParameter: string;
  /** spec 9: a page view is reported this long after navigation settles. */
  pageViewDelayMs: number;
  /** spec 9: tracking parameters are kept this long. */
  parameterLifetimeDays: number;
  /** Share of visits (0 to 1) that report their Web Vitals (issue 37); 0: none. */
  webVitalsSampleRate: number;
}

/** spec 9 default of the affiliate parameter. */
export const DEFAULT_AFFILIATE_KEY_PARAMETER = 'nxafk';

export function trackingCapabilities(settings: Settings): TrackingCapabilities {
  return {
    affiliateKeyParameter: settings.affiliateKeyQueryParameter ?? DEFAULT_AFFILIATE_KEY_PARAMETER,
    pageViewDelayMs: 300,
    parameterLifetimeDays: 365,
    webVitalsSampleRate: settings.webVitalsSampleRate ?? 0,
  };
}
