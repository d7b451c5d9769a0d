// Transactions and history (spec 2): /profile/transactions and /profile2/my-history, player pages;
// the profile dropdown's Transactions entry (brand navigation) shows once the page exists.
import type { FeatureManifest, PageModule } from '../../core/feature.ts';

const transactionsPage =
  (name: 'TransactionsPage' | 'MyHistoryPage'): PageModule =>
  () =>
    import('./TransactionsPage.tsx').then((module) => ({ Component: module[name] }));

export const transactionsFeature: FeatureManifest = {
  id: 'transactions',
  pages: [
    { key: 'transactions', audience: 'player', load: transactionsPage('TransactionsPage') },
    { key: 'myHistory', audience: 'player', load: transactionsPage('MyHistoryPage') },
  ],
};
