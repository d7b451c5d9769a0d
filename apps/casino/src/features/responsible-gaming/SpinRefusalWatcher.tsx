// Listens to the game frames of the page: a spin refused for breaching the bonus bet limit opens
// spec 8's own modal ('Oops, Bonus Bet Limit Breach', with the attempted bet and the limit). The
// other refusals the play page words over the game itself (features/games).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchWithModal } from '../../core/modals/modalNavigation.ts';
import { fromEmbeddedFrame, isSpinRefused, refusalModal } from './gameMessages.ts';

export function SpinRefusalWatcher() {
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!fromEmbeddedFrame(event.source) || !isSpinRefused(event.data)) return;
      const { name, params } = refusalModal(event.data);
      if (name !== 'bonus-bet-limit') return;
      const { pathname, search } = locationRef.current;
      void navigate(`${pathname}${searchWithModal(search, name, params)}`);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}

// The manifest loads this module lazily: its default is the slot component.
export { SpinRefusalWatcher as default };
