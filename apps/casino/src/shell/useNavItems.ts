// Menu items for the current viewer: scope-filtered by the layout engine, resolved through the
// route table, and limited to what exists (a built page, a registered modal, an action).
import { type ResolvedNavItem, resolveNavItems } from '@casino/layout-engine';
import type { NavItem } from '@casino/schemas/types';
import { useLocation } from 'react-router-dom';
import { useApp } from '../core/AppContext.tsx';
import { isTargetAvailable } from '../core/routing/links.ts';
import { useSession } from '../core/session/sessionStore.ts';

export function useNavItems(items: readonly NavItem[]): ResolvedNavItem[] {
  const { config, registry } = useApp();
  const { pathname } = useLocation();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const available = items.filter(
    (item) =>
      item.action === 'logout' ||
      isTargetAvailable(registry, {
        ...(item.page ? { page: item.page } : {}),
        ...(item.href ? { href: item.href } : {}),
      }),
  );
  return resolveNavItems(available, config.routes, { authenticated }, { pathname });
}
