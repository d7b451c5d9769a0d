// The lobby's categories (the back end's slugs) and where each one's full list lives.
import type { PageKey, ResolvedLink } from '@casino/layout-engine';
import type { MessageDescriptor } from 'react-intl';
import { lobbyMessages } from './lobbyMessages.ts';
import type { LobbyCategory } from './lobbyQuery.ts';

export const categoryTitles: Record<LobbyCategory, MessageDescriptor> = {
  slots: lobbyMessages.slotsTitle,
  live: lobbyMessages.liveTitle,
  popular: lobbyMessages.popularTitle,
  new: lobbyMessages.newTitle,
};

/** Slots, live and popular have pages of their own; the other categories are the lobby's grid narrowed. */
export const categoryTargets: Record<LobbyCategory, { page: PageKey; query?: string }> = {
  slots: { page: 'slots' },
  live: { page: 'liveCasino' },
  popular: { page: 'popular' },
  new: { page: 'casino', query: '?category=new' },
};

/** The category's full list as a link (its page, with the lobby's query where it has one). */
export function categoryLink(
  category: LobbyCategory,
  resolve: (target: { page: PageKey }) => ResolvedLink,
): ResolvedLink {
  const { page, query } = categoryTargets[category];
  const link = resolve({ page });
  return query && link.kind === 'path' ? { ...link, to: `${link.to}${query}` } : link;
}

export const isLobbyCategory = (slug: string): slug is LobbyCategory => slug in categoryTitles;
