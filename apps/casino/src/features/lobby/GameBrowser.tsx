// Search, filters and sort over a game list, all in the address (issue 13). The lobby, the
// category pages and a provider's page are this with a different fixed part.
import { Button, Drawer, SearchField } from '@casino/ui';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './Lobby.module.css';
import { LobbyFilters } from './LobbyFilters.tsx';
import { lobbyMessages } from './lobbyMessages.ts';
import { activeFilterCount, emptyLobbyState, type LobbyCategory, toGamesQuery } from './lobbyQuery.ts';
import { useAddressSearch } from './useAddressSearch.ts';
import { useLobbyState } from './useLobbyState.ts';
import { useWideScreen } from './useWideScreen.ts';

type ResultsModule = typeof import('./GameResults.tsx');
let resultsModule: ResultsModule | undefined;

/**
 * The results grid (with its virtualiser, ~11 KB gzip) loads when the browser first shows results:
 * the lobby's first view is its rows, and a first visit should not download a grid it does not
 * show. Focus or a pointer on the search or the filters (the way to results) starts the download.
 */
export const loadGameResults = (): Promise<ResultsModule> =>
  import('./GameResults.tsx').then((module) => {
    resultsModule = module;
    return module;
  });

/**
 * A lazy part of the results chunk. Once the chunk is there (preloaded on focus), the part renders
 * at once: React.lazy takes a thenable that answers synchronously without suspending, and a
 * suspension would hold the first results back by React's 300 ms reveal throttle (the first key
 * of a visit measured 500-900 ms in `bench:lobby`).
 */
function lazyResultsPart<P>(pick: (module: ResultsModule) => ComponentType<P>) {
  return lazy(() => {
    const loaded = resultsModule;
    if (!loaded) return loadGameResults().then((module) => ({ default: pick(module) }));
    const now = { default: pick(loaded) };
    // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is what lets React.lazy render without suspending
    return { then: (resolve: (value: typeof now) => void) => resolve(now) } as Promise<typeof now>;
  });
}
const GameResults = lazyResultsPart((module) => module.GameResults);
const ActiveFilters = lazyResultsPart((module) => module.ActiveFilters);
const preloadResults = () => void loadGameResults();

/**
 * How long the idle view stands in for a search's first answer: a quick answer replaces it at
 * once; a slower one shows the grid's loading state after this long, so the player sees the search
 * is on its way.
 */
export const loadingShownAfterMs = 300;

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
  // Whether the results of a search (or filter) have arrived since the idle view last showed: until
  // they have, the idle view (the lobby's rows) stays on screen instead of an empty grid.
  const [resultsReady, setResultsReady] = useState(false);
  const wide = useWideScreen();

  const live = { ...state, search: text.trim() };
  const query = toGamesQuery(
    fixed.provider ? { ...live, providers: [fixed.provider] } : live,
    fixed.category ? { category: fixed.category } : {},
  );
  const count = activeFilterCount(state);
  const refined = live.search !== '' || count > 0 || state.sort !== emptyLobbyState.sort || !!state.category;
  if (!refined && resultsReady) setResultsReady(false);
  // The idle view is made the first time it shows, then kept: a visit that opens on a search or a
  // filter does not build (and fetch) the rows for nothing.
  const [idleMade, setIdleMade] = useState(!refined);
  if (!refined && !idleMade) setIdleMade(true);
  // A page without an idle view (a category, a provider) always shows its results.
  const resultsWanted = refined || !idle;
  const waitingBehindIdle = resultsWanted && !resultsReady && !!idle;
  const [slowAnswer, setSlowAnswer] = useState(false);
  useEffect(() => {
    if (!waitingBehindIdle) return setSlowAnswer(false);
    const timer = setTimeout(() => setSlowAnswer(true), loadingShownAfterMs);
    return () => clearTimeout(timer);
  }, [waitingBehindIdle]);
  const showResults = resultsWanted && (resultsReady || slowAnswer || !idle);
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
          {/* Always in the same place, hidden under results rather than unmounted: the first key
              of a search then neither unmounts the rows nor mounts them again when it is cleared. */}
          {idle && idleMade && (
            <div className={showResults ? styles.idleUnderResults : undefined}>{idle}</div>
          )}
          {resultsWanted && (
            // Until their first answer the results are laid out unseen (at their real width, for
            // the grid's measurements) while the idle view stays: no flash of an empty grid.
            <div className={showResults ? undefined : styles.resultsPending}>
              <Suspense fallback={null}>
                <GameResults
                  query={query}
                  label={
                    live.search
                      ? intl.formatMessage(lobbyMessages.resultsFor, { search: live.search })
                      : label
                  }
                  onClear={refined ? clear : undefined}
                  {...(idle ? { onReadyChange: setResultsReady, loadingShown: showResults } : {})}
                />
              </Suspense>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
