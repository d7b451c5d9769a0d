// The onboarding tour (issue 15, spec 2): a first-visit walk over the lobby, rewards and cashier
// entry points for new players, restartable from the profile. Loaded only for players.
import { lazy } from 'react';
import type { FeatureManifest } from '../../core/feature.ts';

const tour = () => import('./OnboardingTour.tsx');
const OnboardingTour = lazy(() => tour().then((module) => ({ default: module.OnboardingTour })));
const RestartTourAction = lazy(() => tour().then((module) => ({ default: module.RestartTourAction })));

export const onboardingFeature: FeatureManifest = {
  id: 'onboarding',
  slots: {
    global: [{ id: 'onboarding-tour', audience: 'player', Component: OnboardingTour }],
    profileActions: [{ id: 'restart-tour', audience: 'player', Component: RestartTourAction }],
  },
};
