// Link targets from config (nav items, buttons) resolved through the layout engine's route
// table, so page URL overrides, query-only links and inert links behave the same everywhere.
import { type LinkTarget, type PageKey, type ResolvedLink, resolveLink } from '@casino/layout-engine';
import { useLocation } from 'react-router-dom';
import { useApp } from '../AppContext.tsx';
import type { AppRegistry } from '../feature.ts';

export function useResolveLink(): (target: LinkTarget) => ResolvedLink {
  const { config } = useApp();
  const location = useLocation();
  return (target) => resolveLink(config.routes, target, { pathname: location.pathname });
}

/** A link is offered only when what it opens exists: a built page, or a registered modal. */
export function isTargetAvailable(registry: AppRegistry, target: LinkTarget): boolean {
  if (target.page) return registry.pages.has(target.page);
  if (target.href?.startsWith('?')) {
    const modal = new URLSearchParams(target.href).get('modal');
    return modal === null || registry.modals.has(modal);
  }
  return true;
}

/** `isTargetAvailable` for the running app. */
export function useTargetAvailable(): (target: LinkTarget) => boolean {
  const { registry } = useApp();
  return (target) => isTargetAvailable(registry, target);
}

/** Whether a page of the route table has been built (an unbuilt page is a 404 and never linked). */
export function usePageBuilt(): (key: PageKey) => boolean {
  const { registry } = useApp();
  return (key) => registry.pages.has(key);
}

/** Whether a modal of that name exists (so a button that opens it can be offered). */
export function useModalExists(): (name: string) => boolean {
  const { registry } = useApp();
  return (name) => registry.modals.has(name);
}
