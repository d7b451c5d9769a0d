// spec 2: a page-view event 300 ms after each route change (a route left sooner is not counted),
// with mkt, device type and campaign codes seen for the first time.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { deviceType } from '../../core/platform/device.ts';
import { latestAttribution } from '../../core/platform/queryIntake.ts';
import { useNavigationHistory } from '../../core/routing/navigationHistory.ts';

export const pageViewDelayMs = 300;

export function PageViewTracker() {
  const { api, config, intake } = useApp();
  const location = useLocation();
  const unsentCampaignCodes = useRef(intake.newCampaignCodes);

  useEffect(() => {
    useNavigationHistory.getState().visit(location.pathname);
    const timer = setTimeout(() => {
      const cpncToSent = unsentCampaignCodes.current;
      unsentCampaignCodes.current = [];
      void api
        .logEvent({
          event: 'page_view',
          data: { path: location.pathname, search: location.search },
          mkt: latestAttribution('mkt'),
          userDeviceType: deviceType(window.innerWidth, config.theme.breakpoints),
          ...(cpncToSent.length ? { cpncToSent } : {}),
        })
        .catch(() => {
          // Analytics must never disturb the player; a lost page view is acceptable.
        });
    }, pageViewDelayMs);
    return () => clearTimeout(timer);
  }, [location.pathname, location.search, api, config.theme.breakpoints]);

  return null;
}
