// The home page: the brand's welcome for guests (log in / sign up when those exist), a greeting
// and balance for players, and the responsible-gaming promise every page of a casino owes.
import { AmountDisplay, Button, Heading, Text } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { searchWithModal } from '../../core/modals/modalNavigation.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { useTargetAvailable } from '../../core/routing/links.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import styles from './HomePage.module.css';

const messages = defineMessages({
  welcome: defineMessage<{ brandName: string }>({
    id: 'home.welcome',
    defaultMessage: 'Welcome to {brandName}',
  }),
  tagline: {
    id: 'home.tagline',
    defaultMessage: 'Slots, live tables and daily rewards, in a casino that plays fair and pays fast.',
  },
  welcomeBack: defineMessage<{ name: string }>({
    id: 'home.welcomeBack',
    defaultMessage: 'Welcome back, {name}',
  }),
  welcomeBackAnonymous: { id: 'home.welcomeBackAnonymous', defaultMessage: 'Welcome back' },
  yourBalance: { id: 'home.yourBalance', defaultMessage: 'Your balance' },
  logIn: { id: 'home.logIn', defaultMessage: 'Log in' },
  signUp: { id: 'home.signUp', defaultMessage: 'Create an account' },
  responsibleTitle: { id: 'home.responsible.title', defaultMessage: 'Play responsibly' },
  responsibleBody: {
    id: 'home.responsible.body',
    defaultMessage:
      'Set deposit, loss and session limits whenever you like, take a break, or exclude yourself. Players must be 18 or older.',
  },
  responsibleLink: { id: 'home.responsible.link', defaultMessage: 'Responsible gambling' },
});

export function HomePage() {
  const intl = useIntl();
  const isTargetAvailable = useTargetAvailable();
  const { api, config } = useApp();
  const { search } = useLocation();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: authenticated });
  useDocumentTitle(undefined);
  const name = details.data?.user.firstName || details.data?.user.nickname;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <img className={styles.coin} src={api.assetUrl(config.assets.coin)} alt="" width={72} height={72} />
        {authenticated ? (
          <>
            <Heading level={1} id="home-title">
              {name
                ? intl.formatMessage(messages.welcomeBack, { name })
                : intl.formatMessage(messages.welcomeBackAnonymous)}
            </Heading>
            {details.data && (
              <Text fontSize={3}>
                {intl.formatMessage(messages.yourBalance)}:{' '}
                <AmountDisplay
                  value={details.data.wallet.balance}
                  currency={details.data.wallet.currencyCode}
                  crypto={details.data.isCrypto}
                  size="large"
                />
              </Text>
            )}
          </>
        ) : (
          <>
            <Heading level={1} id="home-title">
              {intl.formatMessage(messages.welcome, { brandName: config.brandName })}
            </Heading>
            <Text fontSize={3} className={styles.tagline}>
              {intl.formatMessage(messages.tagline)}
            </Text>
            <div className={styles.actions}>
              {isTargetAvailable({ href: '?modal=registration' }) && (
                <AppLink
                  target={{ href: searchWithModal(search, 'registration') }}
                  render={(link) => (
                    <Button href={link.href} onClick={link.onClick} kind="accent" size="x-large">
                      {intl.formatMessage(messages.signUp)}
                    </Button>
                  )}
                />
              )}
              <AppLink
                target={{ href: searchWithModal(search, 'login') }}
                render={(link) => (
                  <Button
                    href={link.href}
                    onClick={link.onClick}
                    kind="outline"
                    size="x-large"
                    data-testid="home-login"
                  >
                    {intl.formatMessage(messages.logIn)}
                  </Button>
                )}
              />
            </div>
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="home-responsible">
        <Heading level={2} id="home-responsible">
          {intl.formatMessage(messages.responsibleTitle)}
        </Heading>
        <Text>{intl.formatMessage(messages.responsibleBody)}</Text>
        {isTargetAvailable({ page: 'responsibleGambling' }) && (
          <AppLink target={{ page: 'responsibleGambling' }} className={styles.link}>
            {intl.formatMessage(messages.responsibleLink)}
          </AppLink>
        )}
      </section>
    </div>
  );
}

// The page manifest loads this module as is.
export { HomePage as Component };
