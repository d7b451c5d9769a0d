// Link targets from config (nav items, buttons) resolved through the layout engine's route
// table, so page URL overrides, query-only links and inert links behave the same everywhere.
import { type LinkTarget, type ResolvedLink, resolveLink } from '@casino/layout-engine';
import { useLocation } from 'react-router-dom';
import { modalRegistry } from '../features/modals.ts';
import { isPageBuilt } from '../features/pages.ts';
import { useApp } from '../shell/AppContext.tsx';

export function useResolveLink(): (target: LinkTarget) => ResolvedLink {
  const { config } = useApp();
  const location = useLocation();
  return (target) => resolveLink(config.routes, target, { pathname: location.pathname });
}

/** A link is offered only when what it opens exists: a built page, or a registered modal. */
export function isTargetAvailable(target: LinkTarget): boolean {
  if (target.page) return isPageBuilt(target.page);
  if (target.href?.startsWith('?')) {
    const modal = new URLSearchParams(target.href).get('modal');
    return modal === null || modal in modalRegistry;
  }
  return true;
}
