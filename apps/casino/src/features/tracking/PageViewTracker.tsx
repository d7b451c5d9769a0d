// spec 2: a page-view event 300 ms after each route change (a route left sooner is not counted),
// with mkt, device type and campaign codes seen for the first time. The event never carries a
// secret from the address: an access token (`at`), a reset `token`, or any parameter a modal
// declares as its own (ownedParams: linkedAccountUuid, met, …).
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { deviceType } from '../../core/platform/device.ts';
import { latestAttribution } from '../../core/platform/queryIntake.ts';
import { useNavigationHistory } from '../../core/routing/navigationHistory.ts';

export const pageViewDelayMs = 300;

/** Parameters that are never analytics, whichever modal is open: credentials. */
const alwaysPrivate = ['at', 'token'];

/** The query string of a page view without its private parameters ('' or '?a=b'). */
export function publicSearch(search: string, privateParams: ReadonlySet<string>): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (privateParams.has(name)) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function PageViewTracker() {
  const { api, config, intake, registry } = useApp();
  const location = useLocation();
  const unsentCampaignCodes = useRef(intake.newCampaignCodes);
  const privateParams = useMemo(
    () =>
      new Set([
        ...alwaysPrivate,
        ...[...registry.modals.values()].flatMap((modal) => modal.ownedParams ?? []),
      ]),
    [registry],
  );
  const search = publicSearch(location.search, privateParams);

  useEffect(() => {
    useNavigationHistory.getState().visit(location.pathname);
    const timer = setTimeout(() => {
      const cpncToSent = unsentCampaignCodes.current;
      unsentCampaignCodes.current = [];
      void api
        .logEvent({
          event: 'page_view',
          data: { path: location.pathname, search },
          mkt: latestAttribution('mkt'),
          userDeviceType: deviceType(window.innerWidth, config.theme.breakpoints),
          ...(cpncToSent.length ? { cpncToSent } : {}),
        })
        .catch(() => {
          // Analytics must never disturb the player; a lost page view is acceptable.
        });
    }, pageViewDelayMs);
    return () => clearTimeout(timer);
  }, [location.pathname, search, api, config.theme.breakpoints]);

  return null;
}
