// Search, filters and sort over a game list, all in the address (issue 13). The lobby, the
// category pages and a provider's page are this with a different fixed part.
import { Button, Drawer, SearchField } from '@casino/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './Lobby.module.css';
import { LobbyFilters } from './LobbyFilters.tsx';
import { lobbyMessages } from './lobbyMessages.ts';
import { activeFilterCount, emptyLobbyState, type LobbyCategory, toGamesQuery } from './lobbyQuery.ts';
import { useAddressSearch } from './useAddressSearch.ts';
import { useLobbyState } from './useLobbyState.ts';
import { useWideScreen } from './useWideScreen.ts';

/**
 * The results grid (with its virtualiser, ~11 KB gzip) loads when the browser first shows results:
 * the lobby's first view is its rows, and a first visit should not download a grid it does not
 * show. Focus or a pointer on the search or the filters (the way to results) starts the download.
 */
export const loadGameResults = () => import('./GameResults.tsx');
const GameResults = lazy(() => loadGameResults().then((module) => ({ default: module.GameResults })));
const ActiveFilters = lazy(() => loadGameResults().then((module) => ({ default: module.ActiveFilters })));
const preloadResults = () => void loadGameResults();

export interface GameBrowserProps {
  /** What the page fixes: a category page's category, a provider page's provider. */
  fixed?: { category?: LobbyCategory; provider?: string };
  /** Names the results grid. */
  label: string;
  /** Rendered instead of the results while the player has not searched or filtered (the lobby's rows). */
  idle?: React.ReactNode;
}

export function GameBrowser({ fixed = {}, label, idle }: GameBrowserProps) {
  const intl = useIntl();
  const { state, update } = useLobbyState();
  const commitSearch = useCallback(
    (search: string, replace: boolean) => update({ search }, { replace }),
    [update],
  );
  const [text, setText] = useAddressSearch(state.search, commitSearch);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const wide = useWideScreen();

  const live = { ...state, search: text.trim() };
  const query = toGamesQuery(
    fixed.provider ? { ...live, providers: [fixed.provider] } : live,
    fixed.category ? { category: fixed.category } : {},
  );
  const count = activeFilterCount(state);
  const refined = live.search !== '' || count > 0 || state.sort !== emptyLobbyState.sort || !!state.category;
  const clear = () => {
    setText('');
    update({ ...emptyLobbyState });
  };

  const filters = <LobbyFilters state={state} update={update} showProviders={!fixed.provider} />;
  const filtersTitle = intl.formatMessage(lobbyMessages.filters);

  return (
    <div className={styles.browser}>
      <search className={styles.toolbar} onFocus={preloadResults} onPointerOver={preloadResults}>
        <div className={styles.search}>
          <SearchField
            label={intl.formatMessage(lobbyMessages.searchLabel)}
            placeholder={intl.formatMessage(lobbyMessages.searchPlaceholder)}
            value={text}
            onChange={setText}
            debounceMs={0}
          />
        </div>
        {!wide && (
          <Drawer
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            title={filtersTitle}
            trigger={
              <Button kind="outline" data-testid="lobby-filters-toggle">
                {intl.formatMessage(lobbyMessages.filtersWithCount, { count })}
              </Button>
            }
            footer={
              <Button kind="accent" onClick={() => setFiltersOpen(false)}>
                {intl.formatMessage(lobbyMessages.closeFilters)}
              </Button>
            }
          >
            {filters}
          </Drawer>
        )}
      </search>
      {count > 0 && (
        <Suspense fallback={null}>
          <ActiveFilters state={state} update={update} onClearAll={clear} />
        </Suspense>
      )}
      <div className={styles.browserBody}>
        {wide && (
          <section
            className={styles.filterPanel}
            aria-label={filtersTitle}
            onFocus={preloadResults}
            onPointerOver={preloadResults}
          >
            {filters}
          </section>
        )}
        <div className={styles.results}>
          {idle && !refined ? (
            idle
          ) : (
            // Until the grid's code is there the rows stay (no empty flash on the first key).
            <Suspense fallback={idle ?? null}>
              <GameResults
                query={query}
                label={
                  live.search ? intl.formatMessage(lobbyMessages.resultsFor, { search: live.search }) : label
                }
                onClear={refined ? clear : undefined}
              />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
