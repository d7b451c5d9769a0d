// The dialog machinery (Radix Dialog inside ModalContainer) loads the first time the URL names a
// modal, not with the first page; once loaded it stays mounted for the exit animation.
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const ModalHost = lazy(() => import('./ModalHost.tsx'));

export function ModalGate() {
  const [params] = useSearchParams();
  const requested = params.has('modal');
  const [loaded, setLoaded] = useState(requested);
  if (requested && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  );
}
