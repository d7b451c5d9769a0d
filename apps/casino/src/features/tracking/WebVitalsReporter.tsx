// Field Web Vitals (issue 37): a sampled share of visits (the brand's webVitalsSampleRate)
// report their LCP, INP, CLS, FCP and TTFB. Only a sampled visit loads the measuring code
// (webVitals.ts with the web-vitals library, a chunk of its own); this stub is all the first load
// carries.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';

export function WebVitalsReporter() {
  const app = useApp();
  // The page the visit landed on: the load metrics (LCP, FCP, TTFB) are that page's.
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once per visit, on its landing page.
  useEffect(() => {
    if (Math.random() < app.config.tracking.webVitalsSampleRate)
      void import('./webVitals.ts').then(({ reportWebVitals }) => reportWebVitals(app, pathname));
  }, []);
  return null;
}
