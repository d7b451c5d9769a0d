// Field Web Vitals (issue 37): a sampled share of visits (the brand's webVitalsSampleRate)
// report their LCP, INP, CLS, FCP and TTFB, as the web-vitals library measures them, through the
// log-event call. Only a sampled visit loads the measuring code (webVitals.ts and the library),
// after the page has loaded and the browser is idle, so the first load carries a few lines.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';

/** Runs `task` once the page has loaded and the browser has a quiet moment. */
function afterLoadWhenIdle(task: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 5_000 })
        : window.setTimeout(task, 1_000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

export function WebVitalsReporter() {
  const { api, config, locale } = useApp();
  // The page the visit landed on: the load metrics (LCP, FCP, TTFB) are that page's.
  const { pathname: landing } = useLocation();
  const rate = config.tracking.webVitalsSampleRate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once per visit, on its landing page.
  useEffect(() => {
    if (!(Math.random() < rate)) return;
    let stopped = false;
    const cancel = afterLoadWhenIdle(() => {
      void import('./webVitals.ts').then(({ reportWebVitals }) => {
        if (stopped) return;
        reportWebVitals({
          api,
          routes: config.routes,
          brand: config.brandId,
          locale,
          landing,
          breakpoints: config.theme.breakpoints,
        });
      });
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, []);
  return null;
}
