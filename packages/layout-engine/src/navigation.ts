// Navigation items resolved for one viewer: scope filtering (any / user / guest) and each
// item's link through the route table, so URL overrides apply to menus too.
import type { NavItem } from '@casino/schemas/types';
import type { CurrentLocation, ResolvedLink, RouteTable } from './routes.ts';
import { resolveLink } from './routes.ts';

export type Scope = NonNullable<NavItem['scope']>;

export interface Viewer {
  authenticated: boolean;
}

export function isVisibleTo(scope: Scope | undefined, viewer: Viewer): boolean {
  switch (scope ?? 'any') {
    case 'any':
      return true;
    case 'user':
      return viewer.authenticated;
    case 'guest':
      return !viewer.authenticated;
  }
}

export interface ResolvedNavItem {
  id: string;
  label: string;
  icon?: string;
  action?: NavItem['action'];
  modal?: string;
  link: ResolvedLink;
}

export function resolveNavItems(
  items: readonly NavItem[],
  table: RouteTable,
  viewer: Viewer,
  current: CurrentLocation,
): ResolvedNavItem[] {
  return items
    .filter((item) => isVisibleTo(item.scope, viewer))
    .map((item) => {
      const resolved: ResolvedNavItem = {
        id: item.id,
        label: item.label,
        link: item.action
          ? { kind: 'inert' }
          : resolveLink(
              table,
              { ...(item.page ? { page: item.page } : {}), ...(item.href ? { href: item.href } : {}) },
              current,
            ),
      };
      if (item.icon) resolved.icon = item.icon;
      if (item.action) resolved.action = item.action;
      if (item.modal) resolved.modal = item.modal;
      return resolved;
    });
}
