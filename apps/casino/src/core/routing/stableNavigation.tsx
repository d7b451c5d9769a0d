// Navigation for components that only navigate when clicked (every game card, the heart that asks
// a guest to log in). React Router's useNavigate and useHref re-render their component on every
// change of the address, so each search the lobby put in the address re-rendered every card on
// screen (bench:lobby, keystroke to painted results). One provider under the router keeps the
// latest navigate and address; the functions it hands out never change.
import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import {
  type Location,
  type NavigateOptions,
  type To,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';

export interface StableNavigation {
  /** React Router's navigate, as of the address now. */
  navigate(to: To, options?: NavigateOptions): void;
  /** The href of an absolute in-app path (the router's basename in front, as useHref gives it). */
  href(path: string): string;
  /** The address now: read when needed (a click), never subscribed to. */
  location(): Location;
}

const StableNavigationContext = createContext<StableNavigation | null>(null);

export function StableNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const root = useHref('/');
  const latest = useRef({ navigate, location });
  // Committed values only: a render React throws away must not leave its address behind.
  useLayoutEffect(() => {
    latest.current = { navigate, location };
  }, [navigate, location]);
  const base = root.endsWith('/') ? root.slice(0, -1) : root;
  const navigation = useMemo<StableNavigation>(
    () => ({
      navigate: (to, options) => void latest.current.navigate(to, options),
      href: (path) => `${base}${path}`,
      location: () => latest.current.location,
    }),
    [base],
  );
  return <StableNavigationContext value={navigation}>{children}</StableNavigationContext>;
}

export function useStableNavigation(): StableNavigation {
  const navigation = useContext(StableNavigationContext);
  if (!navigation) throw new Error('no StableNavigationProvider');
  return navigation;
}
