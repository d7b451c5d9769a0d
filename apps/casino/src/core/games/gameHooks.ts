// The game cards' shared wiring (the lobby, a game's page, favourites): in-app link targets for the design system's game actions, and
// the favourite toggle with its failure worded for the player.
import { type CatalogueGame, type FavouriteToggle, useFavouriteToggle } from '@casino/api-client';
import { type GameCardTarget, useToast } from '@casino/ui';
import { type MouseEvent, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../AppContext.tsx';
import { searchWithModal } from '../modals/modalNavigation.ts';
import { useStableNavigation } from '../routing/stableNavigation.tsx';
import { useSession } from '../session/sessionStore.ts';
import { gameCardMessages as messages } from './gameCardMessages.ts';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to an absolute in-app path that navigates without a reload (a modified click opens a
 * tab). The same object while the path is the same: a card does not render again when the address
 * changes.
 */
export function useLinkTarget(to: string): Required<GameCardTarget> {
  const navigation = useStableNavigation();
  return useMemo(
    () => ({
      href: navigation.href(to),
      onClick: (event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigation.navigate(to);
      },
    }),
    [navigation, to],
  );
}

export interface GameFavourites extends FavouriteToggle {
  /** The heart was pressed: toggles for a player, asks a guest to log in. */
  change: (game: CatalogueGame) => void;
}

/** The shared favourite toggle; a refusal puts the heart back and says so in a toast. */
export function useGameFavourites(): GameFavourites {
  const intl = useIntl();
  const { api } = useApp();
  const toast = useToast();
  const navigation = useStableNavigation();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const favourites = useFavouriteToggle(api, {
    enabled: authenticated,
    onFailure: (error) => {
      const title = intl.formatMessage(messages.favouriteFailed);
      // The wording of a failure (describeError and every error's message, ~2 KB gzip) loads when a
      // failure happens: it stays out of the lobby's first load.
      import('@casino/api-client/describe-error').then(
        ({ describeError }) => {
          const described = describeError(error);
          toast({
            tone: 'error',
            title,
            ...(described ? { description: intl.formatMessage(described.message, described.values) } : {}),
          });
        },
        () => toast({ tone: 'error', title }),
      );
    },
  });
  // The same object until the favourites, the session or the toggle change: the cards it is
  // handed to do not render again for anything else.
  return useMemo(
    () => ({
      ...favourites,
      change: (game) => {
        if (authenticated) favourites.toggle(game);
        else navigation.navigate({ search: searchWithModal(navigation.location().search, 'login') });
      },
    }),
    [favourites, authenticated, navigation],
  );
}
