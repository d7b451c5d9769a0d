// /providers: every provider with its logo and game count. /providers?provider=<slug> is one
// provider's page: its games with the lobby's search, filters and sort (the page catalogue has
// no page of its own for a provider, and the address already carries a provider filter).
import { providerLogoUrl, providersQuery } from '@casino/api-client';
import { EmptyState } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { ResolvedAppLink } from '../../core/routing/AppLink.tsx';
import { useResolveLink } from '../../core/routing/links.ts';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { GameBrowser } from './GameBrowser.tsx';
import styles from './Lobby.module.css';
import { lobbyMessages } from './lobbyMessages.ts';
import { useLobbyState } from './useLobbyState.ts';

export function ProvidersPage() {
  const { state } = useLobbyState();
  const single = state.providers.length === 1 ? state.providers[0] : undefined;
  return single ? <ProviderGames slug={single} /> : <ProviderList />;
}

function ProviderList() {
  const intl = useIntl();
  const { api } = useApp();
  const resolve = useResolveLink();
  const providers = useQuery(providersQuery(api));
  const title = intl.formatMessage(lobbyMessages.providersTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {providers.isError && (
        <EmptyState
          variant="loadFailed"
          title={intl.formatMessage(lobbyMessages.providersFailed)}
          onRetry={() => void providers.refetch()}
          retrying={providers.isFetching}
        />
      )}
      <ul className={styles.providerGrid} data-testid="provider-list">
        {providers.data?.map((provider) => (
          <li key={provider.slug}>
            <ResolvedAppLink
              link={resolve({ href: `?provider=${encodeURIComponent(provider.slug)}` })}
              className={styles.providerCard}
            >
              <img src={providerLogoUrl(api, provider)} alt="" width={120} height={60} loading="lazy" />
              <strong>{provider.name}</strong>
              <span className={styles.providerCount}>
                {intl.formatMessage(lobbyMessages.providerGames, { count: provider.gamesCount })}
              </span>
            </ResolvedAppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProviderGames({ slug }: { slug: string }) {
  const intl = useIntl();
  const { api } = useApp();
  const resolve = useResolveLink();
  const providers = useQuery(providersQuery(api));
  const provider = providers.data?.find((candidate) => candidate.slug === slug);
  const title = provider?.name ?? intl.formatMessage(lobbyMessages.providersTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <ResolvedAppLink link={resolve({ page: 'providers' })} className={styles.seeAll}>
        {intl.formatMessage(lobbyMessages.allProviders)}
      </ResolvedAppLink>
      <h1 className={styles.title}>{title}</h1>
      <GameBrowser
        fixed={{ provider: slug }}
        label={intl.formatMessage(lobbyMessages.gamesList, { title })}
      />
    </div>
  );
}

// The page manifest loads this module as is.
export { ProvidersPage as Component };
