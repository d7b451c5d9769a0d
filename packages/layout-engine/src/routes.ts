// Route table and link resolution (spec 2): an override's href replaces the page's path; a
// target starting with `?` keeps the current path and changes only the query; `shallow` keeps
// the page mounted; a link without a target is inert.
import type { PageUrlEntry } from '@casino/schemas/types';
import { type NavigationSystem, type PageKey, pageCatalogue, pageKeys } from './pages.ts';

export interface RouteEntry {
  key: PageKey;
  /** The path the router serves this page at. */
  path: string;
  /** The path the page has without overrides (and without panel navigation). */
  defaultPath: string;
  /** Where links to this page go: `path`, or the override's `?query` target. */
  linkTarget: string;
  /** Follow links without remounting the current page. */
  shallow: boolean;
}

/** Old address → new address, for pages whose path an override or panel navigation moved. */
export interface Redirect {
  from: string;
  to: string;
}

export interface RouteTable {
  routes: RouteEntry[];
  byKey: Record<PageKey, RouteEntry>;
  redirects: Redirect[];
}

/** Later entries win per key: callers pass brand overrides first, then settings2's. */
export function buildRouteTable(
  system: NavigationSystem,
  ...overrideLayers: (readonly PageUrlEntry[])[]
): RouteTable {
  const overrides = new Map<PageKey, PageUrlEntry>();
  for (const layer of overrideLayers) for (const entry of layer) overrides.set(entry.key, entry);

  const routes = pageKeys.map((key): RouteEntry => {
    const page = pageCatalogue[key];
    const systemPath = system === 'panel' && page.panelPath ? page.panelPath : page.path;
    const override = overrides.get(key);
    const overridePath = override?.href.startsWith('/') ? override.href : undefined;
    const path = overridePath ?? systemPath;
    return {
      key,
      path,
      defaultPath: page.path,
      linkTarget: override?.href ?? path,
      shallow: override?.shallow ?? false,
    };
  });
  const byKey = Object.fromEntries(routes.map((route) => [route.key, route])) as Record<PageKey, RouteEntry>;
  const redirects = routes
    .filter((route) => route.path !== route.defaultPath && !route.defaultPath.includes('*'))
    .map((route) => ({ from: route.defaultPath, to: route.path }));
  return { routes, byKey, redirects };
}

export type ResolvedLink =
  /** Navigate to a path (with its query, if any). */
  | { kind: 'path'; to: string; shallow: boolean }
  /** Keep the current path, change only the query. */
  | { kind: 'query'; to: string; shallow: true }
  | { kind: 'external'; href: string }
  /** No target: render as inert text, not a link. */
  | { kind: 'inert' };

export interface LinkTarget {
  page?: PageKey;
  href?: string;
  /** Values for `:param` segments of the page's path. */
  params?: Record<string, string>;
}

export interface CurrentLocation {
  pathname: string;
}

function fillParams(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function resolveHref(href: string, current: CurrentLocation, shallow: boolean): ResolvedLink {
  if (href.startsWith('?')) return { kind: 'query', to: `${current.pathname}${href}`, shallow: true };
  if (href.startsWith('/')) return { kind: 'path', to: href, shallow };
  if (href.startsWith('https://')) return { kind: 'external', href };
  return { kind: 'inert' };
}

export function resolveLink(table: RouteTable, target: LinkTarget, current: CurrentLocation): ResolvedLink {
  if (target.page) {
    const route = table.byKey[target.page];
    return resolveHref(fillParams(route.linkTarget, target.params), current, route.shallow);
  }
  if (target.href) return resolveHref(target.href, current, false);
  return { kind: 'inert' };
}

/** The path of a page (for redirects such as 'Go Home' or /casino?modal=login). */
export function pathFor(table: RouteTable, page: PageKey, params?: Record<string, string>): string {
  return fillParams(table.byKey[page].path, params);
}
