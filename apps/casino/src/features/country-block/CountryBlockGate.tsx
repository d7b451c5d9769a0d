// The full-page notice for guests in an excluded country (spec 4, 6), or the site itself.
import { Button, Heading, Stack, Text } from '@casino/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { isBot } from '../../platform/device.ts';
import { readStorage, storageKeys } from '../../platform/storage.ts';
import { useSession } from '../../session/sessionStore.ts';
import { useApp } from '../../shell/AppContext.tsx';
import styles from './CountryBlockGate.module.css';
import {
  claimReport,
  currentPosition,
  isBlocked,
  isVerified,
  isWhitelisted,
  LocationCheckError,
  markVerified,
  reverseGeocode,
} from './countryCheck.ts';

const messages = defineMessages({
  title: { id: 'countryBlock.title', defaultMessage: 'Site Unavailable in Your Country' },
  body: defineMessage<{ brandName: string; country: string }>({
    id: 'countryBlock.body',
    defaultMessage:
      'We are sorry: {brandName} is not available in {country}. If you are travelling or this is a mistake, check your location again.',
  }),
  reverify: { id: 'countryBlock.reverify', defaultMessage: 'Check my location again' },
  denied: {
    id: 'countryBlock.denied',
    defaultMessage: 'We could not read your location. Allow location access in your browser and try again.',
  },
  lookup: {
    id: 'countryBlock.lookup',
    defaultMessage: 'We could not check your location right now. Please try again.',
  },
  stillBlocked: {
    id: 'countryBlock.stillBlocked',
    defaultMessage: 'Your location is still in a country where this site is not available.',
  },
});

export function CountryBlockGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { api, config, runtime } = useApp();
  const status = useSession((state) => state.status);
  const [verified, setVerified] = useState(isVerified);
  const excluded = config.settings.excludedCountryCodeList ?? [];
  const needsCheck = status === 'anonymous' && excluded.length > 0 && !isWhitelisted() && !verified;
  const location = useQuery({
    queryKey: ['location'],
    queryFn: api.location,
    enabled: needsCheck,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const caller = location.data?.data.location;
  const blocked = isBlocked({
    country: caller?.country.code,
    excluded,
    authenticated: status === 'authenticated',
    whitelisted: isWhitelisted(),
    verified,
    bot: isBot(navigator.userAgent),
  });

  useEffect(() => {
    if (!blocked || !caller) return;
    const firstUrl = readStorage(storageKeys.firstUrl);
    if (claimReport(caller.ipInfo.ip, caller.country.code, firstUrl))
      void api
        .countryBlocked({ ip: caller.ipInfo.ip, country: caller.country.code, firstUrl })
        .catch(() => undefined);
  }, [blocked, caller, api]);

  const recheck = useMutation({
    mutationFn: async () => {
      if (!runtime.reverseGeocodeUrl) throw new LocationCheckError('lookup');
      const coords = await currentPosition();
      return reverseGeocode(runtime.reverseGeocodeUrl, coords);
    },
    onSuccess: (country) => {
      if (!excluded.includes(country)) {
        markVerified();
        setVerified(true);
      }
    },
  });

  if (!blocked) return <>{children}</>;
  const problem =
    recheck.error instanceof LocationCheckError
      ? recheck.error.reason === 'lookup'
        ? messages.lookup
        : messages.denied
      : recheck.isSuccess
        ? messages.stillBlocked
        : null;
  return (
    <main className={styles.page} data-testid="country-block">
      <Stack gap={4} alignItems="center" textAlign="center" maxWidth="560px">
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <Text>
          {intl.formatMessage(messages.body, {
            brandName: config.brandName,
            country: caller?.country.name ?? '',
          })}
        </Text>
        {problem && (
          <Text role="alert" color="textMuted">
            {intl.formatMessage(problem)}
          </Text>
        )}
        <Button size="large" loading={recheck.isPending} onClick={() => recheck.mutate()}>
          {intl.formatMessage(messages.reverify)}
        </Button>
      </Stack>
    </main>
  );
}
