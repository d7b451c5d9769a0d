// The lobby (/casino): the categories as chips, a row per category with "See all", the player's
// recently played games, and a hero place other features fill (slot `lobbyHero`). Searching or
// filtering turns the rows into one results grid over the whole catalogue.
import { categoryListQuery, recentGamesQuery } from '@casino/api-client';
import { Button, Carousel, GameCardSkeleton } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { ResolvedAppLink } from '../../core/routing/AppLink.tsx';
import { useResolveLink } from '../../core/routing/links.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { Slot } from '../../core/ui/Slot.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { categoryLink, categoryTitles, isLobbyCategory } from './categories.ts';
import { GameBrowser } from './GameBrowser.tsx';
import styles from './Lobby.module.css';
import { LobbyGameCard } from './LobbyGameCard.tsx';
import { lobbyMessages } from './lobbyMessages.ts';
import { lobbyCategories } from './lobbyQuery.ts';
import type { LobbyGame } from './lobbyTypes.ts';

/** Cards each category row shows (the back end's first games of the category). */
export const gamesPerRow = 12;

export function CategoryChips() {
  const intl = useIntl();
  const resolve = useResolveLink();
  return (
    <nav aria-label={intl.formatMessage(lobbyMessages.categories)} className={styles.categoryNav}>
      <ul>
        <li>
          <ResolvedAppLink link={resolve({ page: 'casino' })} className={styles.categoryChip}>
            {intl.formatMessage(lobbyMessages.allGames)}
          </ResolvedAppLink>
        </li>
        {lobbyCategories.map((category) => (
          <li key={category}>
            <ResolvedAppLink link={categoryLink(category, resolve)} className={styles.categoryChip}>
              {intl.formatMessage(categoryTitles[category])}
            </ResolvedAppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function GameRow({
  id,
  title,
  games,
  seeAll,
  eager = false,
}: {
  id: string;
  title: string;
  games: readonly LobbyGame[];
  seeAll?: React.ReactNode;
  eager?: boolean;
}) {
  return (
    <section aria-labelledby={id} data-testid={`lobby-row-${id}`}>
      <Carousel label={title} title={<span id={id}>{title}</span>} width={1200} viewAll={seeAll}>
        {games.map((game, index) => (
          <div className={styles.slide} key={game.id}>
            <LobbyGameCard game={game} loading={eager && index < 4 ? 'eager' : 'lazy'} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}

function RecentlyPlayed() {
  const intl = useIntl();
  const { api } = useApp();
  const recent = useQuery(recentGamesQuery(api));
  if (!recent.data?.rows.length) return null;
  return (
    <GameRow id="recent" title={intl.formatMessage(lobbyMessages.recentlyPlayed)} games={recent.data.rows} />
  );
}

function CategoryRows() {
  const intl = useIntl();
  const { api } = useApp();
  const resolve = useResolveLink();
  const categories = useQuery(categoryListQuery(api, { locale: intl.locale, gamesPerCategory: gamesPerRow }));
  if (categories.isError)
    return (
      <div role="alert" className={styles.notice} data-testid="lobby-categories-failed">
        <p>{intl.formatMessage(lobbyMessages.categoriesFailed)}</p>
        <Button kind="outline" onClick={() => void categories.refetch()}>
          {intl.formatMessage(lobbyMessages.retry)}
        </Button>
      </div>
    );
  // Until the categories arrive (and in the prerendered page) the rows' space is held, so the page
  // does not move when they come.
  if (categories.isPending)
    return (
      <>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className={styles.skeletonRow} aria-hidden="true">
            <div className={styles.skeletonTitle} />
            <div className={styles.skeletonCards}>
              {[0, 1, 2, 3, 4, 5, 6, 7].map((card) => (
                <div className={styles.slide} key={card}>
                  <GameCardSkeleton />
                </div>
              ))}
            </div>
          </div>
        ))}
      </>
    );
  return (
    <>
      {(categories.data ?? [])
        .filter((category) => category.games.length > 0)
        .map((category, index) => {
          const title = isLobbyCategory(category.slug)
            ? intl.formatMessage(categoryTitles[category.slug])
            : category.name;
          return (
            <GameRow
              key={category.slug}
              id={`category-${category.slug}`}
              title={title}
              games={category.games}
              eager={index === 0}
              seeAll={
                isLobbyCategory(category.slug) && (
                  <ResolvedAppLink link={categoryLink(category.slug, resolve)} className={styles.seeAll}>
                    {intl.formatMessage(lobbyMessages.seeAll)}
                    <span className={styles.visuallyHidden}>: {title}</span>
                  </ResolvedAppLink>
                )
              }
            />
          );
        })}
    </>
  );
}

export function LobbyPage() {
  const intl = useIntl();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const title = intl.formatMessage(lobbyMessages.casinoTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Slot name="lobbyHero" />
      <CategoryChips />
      <GameBrowser
        label={intl.formatMessage(lobbyMessages.allGames)}
        idle={
          <div className={styles.rows}>
            {authenticated && <RecentlyPlayed />}
            <CategoryRows />
          </div>
        }
      />
    </div>
  );
}
