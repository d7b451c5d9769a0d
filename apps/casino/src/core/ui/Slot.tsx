// A named place that features fill through their manifests (core/feature.ts).
// Each contribution shows to its audience only, may load its code lazily, and fails on its own.
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useApp } from '../AppContext.tsx';
import { userDetailsQuery } from '../api/queries.ts';
import { audienceAdmits, type SlotName } from '../feature.ts';
import { useSession } from '../session/sessionStore.ts';
import { SlotBoundary } from './SlotBoundary.tsx';

export function Slot({ name }: { name: SlotName }) {
  const { api, registry } = useApp();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const contributions = registry.slots[name];
  // Only a depositor-only contribution needs the player's deposits (from the shared cache).
  const needsDeposits = authenticated && contributions.some((item) => item.audience === 'depositor');
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: needsDeposits });
  const viewer = { authenticated, depositCount: details.data?.depositCount };
  return (
    <>
      {contributions
        .filter((contribution) => audienceAdmits(contribution.audience, viewer))
        .map(({ id, Component }) => (
          <SlotBoundary key={id} name={`${name}/${id}`}>
            <Suspense fallback={null}>
              <Component />
            </Suspense>
          </SlotBoundary>
        ))}
    </>
  );
}
