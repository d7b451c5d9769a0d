// Listens to the game frames of the page: a refused spin opens its explanation over the game.
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
      const { pathname, search } = locationRef.current;
      void navigate(`${pathname}${searchWithModal(search, name, params)}`);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
