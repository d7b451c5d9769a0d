// The full-page notice for guests in an excluded country (spec 4, 6), with the location re-check:
// browser geolocation (10 s) and the configured reverse-geocoding service.
import { Button, Heading, Stack, Text } from '@casino/ui';
import { useMutation } from '@tanstack/react-query';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import styles from './CountryBlockGate.module.css';
import { markVerified } from './countryCheck.ts';
import { currentPosition, LocationCheckError, reverseGeocode } from './locationRecheck.ts';

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

export default function CountryBlockNotice({
  countryName,
  excluded,
  onVerified,
}: {
  countryName: string;
  excluded: readonly string[];
  /** The device is somewhere not excluded: the gate lets the visitor in. */
  onVerified: () => void;
}) {
  const intl = useIntl();
  const { config, runtime } = useApp();
  const recheck = useMutation({
    mutationFn: async () => {
      if (!runtime.reverseGeocodeUrl) throw new LocationCheckError('lookup');
      const coords = await currentPosition();
      return reverseGeocode(runtime.reverseGeocodeUrl, coords);
    },
    onSuccess: (country) => {
      if (!excluded.includes(country)) {
        markVerified();
        onVerified();
      }
    },
  });

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
            country: countryName,
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
