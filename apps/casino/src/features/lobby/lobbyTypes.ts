// The lobby's names for the catalogue's answers (typed in @casino/api-client, where the calls live).
export type { CatalogueListGame as LobbyGame, CatalogueProvider as LobbyProvider } from '@casino/api-client';
