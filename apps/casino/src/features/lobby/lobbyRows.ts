// The lobby's category rows as one query: the page reads it, and the prerenderer asks it first so
// the HTML carries the rows (and the first row's thumbnails load with the page, ADR 6).
import { categoryListQuery } from '@casino/api-client';
import type { PrefetchContext } from '../../core/feature.ts';

/** Cards each category row shows (the back end's first games of the category). */
export const gamesPerRow = 12;

export const lobbyRowsQuery = (api: PrefetchContext['api'], locale: string) =>
  categoryListQuery(api, { locale, gamesPerCategory: gamesPerRow });

export const prefetchLobbyRows = ({ client, api, locale }: PrefetchContext) =>
  client.prefetchQuery(lobbyRowsQuery(api, locale));
