// /profile/favorites (players): the player's favourite games as cards; the heart on each takes a
// game out at once (and puts it back, with a message, if the server refuses).
import { favouritesQuery } from '@casino/api-client';
import { Button, EmptyState, GameGrid } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { GameTile } from '../../core/games/GameTile.tsx';
import { useGameFavourites } from '../../core/games/gameHooks.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { usePageBuilt } from '../../core/routing/links.ts';
import { LoadFailed } from '../../core/ui/PageStates.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import styles from './Games.module.css';
import { gamesMessages as messages } from './gamesMessages.ts';

export function FavoritesPage() {
  const intl = useIntl();
  const { api } = useApp();
  const pageBuilt = usePageBuilt();
  const favourites = useGameFavourites();
  const list = useQuery(favouritesQuery(api));
  const title = intl.formatMessage(messages.favouritesTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page} data-testid="favourites-page">
      <h1 className={styles.title}>{title}</h1>
      {list.isError ? (
        <LoadFailed
          message={intl.formatMessage(messages.loadFailed)}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <GameGrid
          items={list.data?.rows ?? []}
          total={list.data?.count}
          getKey={(game) => game.id}
          label={title}
          loading={list.isPending}
          renderItem={(game, props) => <GameTile game={game} favourites={favourites} grid={props} />}
          empty={
            <EmptyState
              title={intl.formatMessage(messages.favouritesEmpty)}
              description={intl.formatMessage(messages.favouritesEmptyText)}
              action={
                pageBuilt('casino') ? (
                  <AppLink
                    target={{ page: 'casino' }}
                    render={(link) => (
                      <Button href={link.href} onClick={link.onClick} kind="outline">
                        {intl.formatMessage(messages.browseGames)}
                      </Button>
                    )}
                  />
                ) : undefined
              }
            />
          }
        />
      )}
    </div>
  );
}

// The page manifest loads this module as is.
export { FavoritesPage as Component };
