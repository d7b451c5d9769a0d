// The querystring of the lobby's game list (issue 13). The list itself is answered from memory
// (catalogue.ts); kept apart from routes/games.ts (launch, demo slot, favourites) so the list can
// grow without touching the money paths.
import { GAME_SORTS } from '../catalogue.ts';
import { arr, day, int, num, query, str } from '../schema.ts';

/** The querystring of GET /api/games. */
export const gameListQuerySchema = query({
  category: str({ enum: ['slots', 'live', 'popular', 'new'] }),
  provider: str({ description: 'Provider slug (one; see providers for several)' }),
  providers: arr(str({ maxLength: 100 }), {
    maxItems: 40,
    description: 'Provider slugs: games of any of them (repeat the parameter)',
  }),
  search: str({
    maxLength: 100,
    description: 'Part of a game or provider name; case and accents are ignored ("fóx" finds "Fox")',
  }),
  rtpMin: num({ minimum: 0, maximum: 100, description: 'Lowest RTP in percent' }),
  rtpMax: num({ minimum: 0, maximum: 100, description: 'Highest RTP in percent' }),
  maxMultiplierMin: num({ minimum: 0, description: 'Games whose max multiplier is at least this' }),
  minBet: num({
    minimum: 0,
    description: "Games whose minimum bet is at most this (a player's smallest stake)",
  }),
  maxBet: num({
    minimum: 0,
    description: "Games whose maximum bet is at least this (a player's largest stake)",
  }),
  releasedFrom: day({ description: 'Released on or after this day (YYYY-MM-DD)' }),
  releasedTo: day({ description: 'Released on or before this day (YYYY-MM-DD)' }),
  sort: str({
    enum: [...GAME_SORTS],
    default: 'sort',
    description: 'sort: popular first; name: A–Z; releaseDate: newest first; rtp: highest first',
  }),
  pageNo: int({ minimum: 1, default: 1 }),
  limit: int({ minimum: 1, maximum: 200, default: 50 }),
});
