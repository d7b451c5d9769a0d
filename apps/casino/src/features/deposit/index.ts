// The cashier's deposit side (spec 2, 4, 5, 8): /deposit, the same flow in the deposit modal, the
// outcome and 3DS return modals, the 'Deposit Required' popup, the header's Deposit button and the
// reaction to a live failedDeposit. The profile menu's Deposit entry is the brand's navigation item
// (page `deposit`), shown once the page exists.
import { lazy } from 'react';
import type { FeatureManifest } from '../../core/feature.ts';
import { DEPOSIT_REQUIRED_MODAL } from '../../core/guards/depositRequiredModal.ts';
import { pageStateMessages } from '../../core/messages.ts';
import type { ModalDefinition } from '../../core/modals/registry.ts';
import { type DepositOutcome, depositOutcomes } from './logic/outcomeNames.ts';
import { depositModalTitles } from './modalTitles.ts';

// Modules load as they are (default export, or a page's `Component`): no wrapper in every page's
// first load.
const HeaderDeposit = lazy(() => import('./HeaderDeposit.tsx'));
const FailedDepositWatcher = lazy(() => import('./FailedDepositWatcher.tsx'));

const outcomeModal = (outcome: DepositOutcome): ModalDefinition => ({
  title: depositModalTitles[outcome],
  load: () => import('./OutcomeModal.tsx'),
  ownedParams: ['met'],
  audience: 'player',
});

export const depositFeature: FeatureManifest = {
  id: 'deposit',
  pages: [
    {
      key: 'deposit',
      audience: 'player',
      load: () => import('./DepositPage.tsx'),
    },
  ],
  modals: {
    deposit: {
      title: depositModalTitles.deposit,
      load: () => import('./DepositModal.tsx'),
      options: { deposit: true },
      ownedParams: ['method', 'alt', 'bonus'],
      audience: 'player',
    },
    ...Object.fromEntries(depositOutcomes.map((outcome) => [`deposit-${outcome}`, outcomeModal(outcome)])),
    'deposit-3ds-success': {
      title: depositModalTitles.threeDs,
      load: () => import('./ThreeDsReturnModal.tsx'),
      ownedParams: ['MD', 'PaReq'],
      audience: 'player',
    },
    [DEPOSIT_REQUIRED_MODAL]: {
      title: pageStateMessages.depositRequired,
      load: () => import('../../core/guards/DepositRequired.tsx'),
      audience: 'player',
    },
  },
  slots: {
    headerActions: [{ id: 'deposit', audience: 'player', order: 20, Component: HeaderDeposit }],
    global: [{ id: 'failed-deposit', audience: 'player', Component: FailedDepositWatcher }],
  },
};
