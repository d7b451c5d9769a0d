// Promotions and bonuses (issue 15, spec 2 / 3 / 8): /promotions (prerendered with its first page
// of promotions), /promotion?id=, /freemoney, and the player's /bonuses history and
// /profile2/my-bonuses. The calendars and the accumulator live in features/rewards-calendar.
import type { FeatureManifest } from '../../core/feature.ts';

const promotionsPages = () => import('./PromotionsPages.tsx');
const myBonusesPages = () => import('./MyBonusesPages.tsx');

export const promotionsFeature: FeatureManifest = {
  id: 'promotions',
  pages: [
    {
      key: 'promotions',
      load: () => promotionsPages().then((module) => ({ Component: module.PromotionsPage })),
      prerender: true,
      // Only the prerenderer prefetches, so the browser never loads this.
      prefetch: (context) =>
        import('./prefetchPromotions.ts').then((module) => module.prefetchPromotions(context)),
    },
    {
      key: 'promotion',
      load: () => promotionsPages().then((module) => ({ Component: module.PromotionPage })),
    },
    {
      key: 'freemoney',
      load: () => promotionsPages().then((module) => ({ Component: module.FreeMoneyPage })),
    },
    {
      key: 'bonuses',
      audience: 'player',
      load: () => myBonusesPages().then((module) => ({ Component: module.BonusHistoryPage })),
    },
    {
      key: 'myBonuses',
      audience: 'player',
      load: () => myBonusesPages().then((module) => ({ Component: module.MyBonusesPage })),
    },
  ],
};
