// Search, filters and sort over a game list, all in the address (issue 13). The lobby, the
// category pages and a provider's page are this with a different fixed part.
import { Button, Drawer, SearchField } from '@casino/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './Lobby.module.css';
import { LobbyFilters } from './LobbyFilters.tsx';
import { lobbyMessages } from './lobbyMessages.ts';
import { activeFilterCount, emptyLobbyState, type LobbyCategory, toGamesQuery } from './lobbyQuery.ts';
import { useLobbyState } from './useLobbyState.ts';
import { useWideScreen } from './useWideScreen.ts';

/**
 * The address follows the typing after this pause (one history entry per search, not per key);
 * the results follow every key at once (the previous results stay until the new ones arrive), so
 * the search field hands over each key without a pause of its own.
 */
export const searchDebounceMs = 300;

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
  const [text, setText] = useState(state.search);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const wide = useWideScreen();
  const typing = useRef(false);

  // The address wins when it changes by itself (Back, a link): the box shows its search.
  useEffect(() => {
    if (!typing.current) setText(state.search);
  }, [state.search]);

  useEffect(() => {
    if (text.trim() === state.search) {
      typing.current = false;
      return;
    }
    typing.current = true;
    const timer = setTimeout(() => {
      typing.current = false;
      // The first letters are one history entry; refining the words replaces it.
      update({ search: text.trim() }, { replace: state.search !== '' });
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, state.search, update]);

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
