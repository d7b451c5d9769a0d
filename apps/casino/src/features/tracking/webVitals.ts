// The measuring half of the Web Vitals report (WebVitalsReporter loads it for a sampled visit):
// each metric the web-vitals library settles goes out once through log-event as a 'web-vitals'
// event with the landing page's key, the brand, the locale and the device class. Nothing about
// the player: the back end turns these into histograms (its /metrics) and `pnpm vitals:report`
// prints their 75th percentiles.
import type { AppConfig, PageKey } from '@casino/layout-engine';
import type { Theme } from '@casino/schemas/types';
import { matchPath } from 'react-router-dom';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { AppContextValue } from '../../core/AppContext.tsx';
import type { CasinoApi } from '../../core/api/casinoApi.ts';
import { deviceType } from '../../core/platform/device.ts';

/** The log-event name the back end reads as a Web Vitals report. */
export const webVitalsEvent = 'web-vitals';

/**
 * The page a path serves, by the brand's route table; a path under a locale prefix (`/de/...`)
 * is looked up without it. Undefined for an address no page serves (the 404 page).
 */
export function pageKeyOf(routes: AppConfig['routes'], pathname: string): PageKey | undefined {
  const find = (path: string) =>
    routes.routes.find((route) => matchPath({ path: route.path, end: true }, path))?.key;
  return find(pathname) ?? find(pathname.replace(/^\/[a-z]{2}(-[A-Za-z0-9]+)?(?=\/|$)/, '') || '/');
}

export interface WebVitalsVisit {
  api: Pick<CasinoApi, 'logEvent'>;
  routes: AppConfig['routes'];
  brand: string;
  locale: string;
  /** The path the visit landed on. */
  landing: string;
  breakpoints: Theme['breakpoints'];
}

/**
 * What one settled metric sends (its value rounded: milliseconds, or CLS to 4 places), on a
 * window `width` px wide.
 */
export function webVitalData(
  metric: Pick<Metric, 'name' | 'value'>,
  visit: Omit<WebVitalsVisit, 'api'>,
  width: number,
) {
  return {
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    page: pageKeyOf(visit.routes, visit.landing) ?? 'notFound',
    brand: visit.brand,
    locale: visit.locale,
    device: deviceType(width, visit.breakpoints),
  };
}

/** Starts the measurements; each metric is sent once, when the library settles it. */
export function startWebVitals(visit: WebVitalsVisit): void {
  const send = (metric: Metric) =>
    void visit.api
      .logEvent({ event: webVitalsEvent, data: webVitalData(metric, visit, window.innerWidth) })
      .catch(() => {
        // Measurements must never disturb the player; a lost one is acceptable.
      });
  for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(send);
}

/** The visit of the booted app that landed on `landing`. */
export function reportWebVitals(app: AppContextValue, landing: string): void {
  startWebVitals({
    api: app.api,
    routes: app.config.routes,
    brand: app.config.brandId,
    locale: app.locale,
    landing,
    breakpoints: app.config.theme.breakpoints,
  });
}
