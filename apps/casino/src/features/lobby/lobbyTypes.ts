import type { AnswerOf } from '@casino/api-client';

/** A game as the catalogue lists it. */
export type LobbyGame = AnswerOf<'/api/games', 'GET'>['data']['games']['rows'][number];
/** A provider with its game count and logo. */
export type LobbyProvider = AnswerOf<'/api/games/providers', 'GET'>['data']['providers'][number];
