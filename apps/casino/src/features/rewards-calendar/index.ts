// Rewards calendars (issue 15): the bonus calendar (?modal=calendar, and on the profile when the
// brand shows it), the rakeback calendar (/cashback, ?modal=rakeback) and the daily accumulator
// (compact card on the profile, v2 banner on /cashback, 'Rewards' block in the profile menu).
import { lazy } from 'react';
import type { FeatureManifest } from '../../core/feature.ts';
import { rewardsModalTitles } from './modalTitles.ts';

const accumulator = () => import('./Accumulator.tsx');
const AccumulatorCard = lazy(() => accumulator().then((module) => ({ default: module.AccumulatorCard })));
const AccumulatorMenu = lazy(() => accumulator().then((module) => ({ default: module.AccumulatorMenu })));
const ProfileCalendarButton = lazy(() =>
  import('./ProfileCalendarButton.tsx').then((module) => ({ default: module.ProfileCalendarButton })),
);

export const rewardsCalendarFeature: FeatureManifest = {
  id: 'rewards-calendar',
  pages: [
    {
      key: 'cashback',
      load: () => import('./RakebackPage.tsx').then((module) => ({ Component: module.RakebackPage })),
    },
  ],
  modals: {
    calendar: { title: rewardsModalTitles.bonusCalendar, load: () => import('./BonusCalendarModal.tsx') },
    rakeback: { title: rewardsModalTitles.rakeback, load: () => import('./RakebackModal.tsx') },
  },
  slots: {
    profileActions: [
      { id: 'bonus-calendar', audience: 'player', Component: ProfileCalendarButton },
      { id: 'accumulator-card', audience: 'player', Component: AccumulatorCard, order: 10 },
    ],
    profileMenu: [{ id: 'accumulator-rewards', audience: 'player', Component: AccumulatorMenu }],
  },
};
