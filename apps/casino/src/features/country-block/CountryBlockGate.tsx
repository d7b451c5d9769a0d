// Whether a guest in an excluded country sees the block notice (spec 4, 6) instead of the site.
import { locationQuery } from '@casino/api-client';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useApp } from '../../core/AppContext.tsx';
import { isBot } from '../../core/platform/device.ts';
import { readStorage, storageKeys } from '../../core/platform/storage.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { claimReport, isBlocked, isVerified, isWhitelisted } from './countryCheck.ts';

// Only a blocked visitor sees the notice: its code (and the location re-check) loads then.
const CountryBlockNotice = lazy(() => import('./CountryBlockNotice.tsx'));

export function CountryBlockGate({ children }: { children: ReactNode }) {
  const { api, config } = useApp();
  const status = useSession((state) => state.status);
  const [verified, setVerified] = useState(isVerified);
  const excluded = config.access.excludedCountries;
  const needsCheck = status === 'anonymous' && excluded.length > 0 && !isWhitelisted() && !verified;
  const location = useQuery({ ...locationQuery(api), enabled: needsCheck });
  const caller = location.data?.data.location;
  const blocked = isBlocked({
    country: caller?.country.code,
    excluded,
    authenticated: status === 'authenticated',
    whitelisted: isWhitelisted(),
    verified,
    // (no navigator when the server prerenders the page)
    bot: isBot(globalThis.navigator?.userAgent ?? ''),
  });

  useEffect(() => {
    if (!blocked || !caller) return;
    const firstUrl = readStorage(storageKeys.firstUrl);
    if (claimReport(caller.ipInfo.ip, caller.country.code, firstUrl))
      void api
        .countryBlocked({ ip: caller.ipInfo.ip, country: caller.country.code, firstUrl })
        .catch(() => undefined);
  }, [blocked, caller, api]);

  if (!blocked) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <CountryBlockNotice
        countryName={caller?.country.name ?? ''}
        excluded={excluded}
        onVerified={() => setVerified(true)}
      />
    </Suspense>
  );
}
