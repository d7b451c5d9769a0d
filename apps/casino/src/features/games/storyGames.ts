// A game as the catalogue answers it, for the games feature's stories.
import type { CatalogueGame } from '@casino/api-client';

/** An inline thumbnail (stories make no network calls). */
export const storyThumbnail = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="300" height="400" rx="24" fill="url(#g)"/></svg>',
)}`;

export const storyGame: CatalogueGame = {
  id: 1,
  slug: 'reference-fruits',
  name: 'Reference Fruits',
  providerId: 1,
  providerName: 'Blue Play',
  providerSlug: 'blue-play',
  category: 'slots',
  tags: ['popular'],
  returnToPlayer: 96.48,
  maxMultiplier: 5000,
  minBet: 0.1,
  maxBet: 100,
  sort: 1,
  releaseDate: '2024-03-01',
  hasDemo: true,
  bonusEligible: true,
  restrictedCountries: [],
  thumbnailUrl: '/thumbnail/1.svg',
};
