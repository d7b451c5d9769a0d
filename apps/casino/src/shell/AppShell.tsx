// The booted app: brand, locale and messages around a router built from the layout engine's
// route table. Pages load lazily per route; an unbuilt page has no route and falls to 404.
import { localeInfo } from '@casino/i18n';
import { BrandProvider, ToastProvider } from '@casino/ui';
import { type ComponentType, type ReactNode, Suspense, useEffect, useMemo, useRef } from 'react';
import { IntlProvider } from 'react-intl';
import {
  BrowserRouter,
  Navigate,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router-dom';
import type { BootContext } from '../boot/boot.ts';
import { AppContext, type AppContextValue } from '../core/AppContext.tsx';
import type { AppRegistry } from '../core/feature.ts';
import { registerModalOpener, searchWithModal } from '../core/modals/modalNavigation.ts';
import type { IntakeResult } from '../core/platform/queryIntake.ts';
import { PageRoute } from '../core/routing/PageRoute.tsx';
import { StableNavigationProvider } from '../core/routing/stableNavigation.tsx';
import { NotFoundPage } from '../core/ui/NotFoundPage.tsx';
import { PlayerCurrencies } from '../core/ui/PlayerCurrencies.tsx';
import { ShellLayout } from './ShellLayout.tsx';

// Declarative routing (react-router 7's BrowserRouter + useRoutes): the route table has no loaders
// or actions, and this mode ships about half the router's code of the data mode (15 vs 33 KB gzip).
export function buildRoutes(boot: BootContext, registry: AppRegistry): RouteObject[] {
  const pages: RouteObject[] = boot.config.routes.routes.flatMap((route) => {
    const page = registry.pages.get(route.key);
    return page ? [{ path: route.path, element: <PageRoute page={page} /> }] : [];
  });
  const redirects: RouteObject[] = boot.config.routes.redirects
    .filter((redirect) =>
      registry.pages.has(
        boot.config.routes.routes.find((route) => route.path === redirect.to)?.key ?? 'home',
      ),
    )
    .map((redirect) => ({ path: redirect.from, element: <Navigate to={redirect.to} replace /> }));
  return [
    {
      element: <ShellLayout />,
      children: [...pages, ...redirects, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

/** The route table, and the modal opener for code outside React (the 403 hook). */
function AppRoutes({ routes, openLoginOnStart }: { routes: RouteObject[]; openLoginOnStart: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const latestSearch = useRef(location.search);
  latestSearch.current = location.search;
  useEffect(() => {
    registerModalOpener((name) => navigate({ search: searchWithModal(latestSearch.current, name) }));
    return () => registerModalOpener(null);
  }, [navigate]);
  // A 403 during boot (before the router existed) opens login on the first page.
  useEffect(() => {
    if (openLoginOnStart)
      navigate({ search: searchWithModal(latestSearch.current, 'login') }, { replace: true });
  }, [openLoginOnStart, navigate]);
  return useRoutes(routes);
}

/** The router the shell runs in: the browser's history, or a fixed address when prerendering. */
export type ShellRouter = ComponentType<{ basename: string; children: ReactNode }>;

export default function AppShell({
  boot,
  intake,
  openLoginOnStart,
  registry,
  Router = BrowserRouter,
}: {
  boot: BootContext;
  intake: IntakeResult;
  openLoginOnStart: boolean;
  /** The features (app/registry.ts), passed in so the shell imports none of them. */
  registry: AppRegistry;
  Router?: ShellRouter;
}) {
  const routes = useMemo(() => buildRoutes(boot, registry), [boot, registry]);

  const { dir } = localeInfo(boot.locale);
  useEffect(() => {
    document.documentElement.lang = boot.locale;
    document.documentElement.dir = dir;
    document.documentElement.dataset.brand = boot.config.brandId;
    document.title = boot.config.brandName;
  }, [boot.locale, dir, boot.config.brandId, boot.config.brandName]);

  const context: AppContextValue = useMemo(
    () => ({
      config: boot.config,
      api: boot.api,
      runtime: boot.runtime,
      locale: boot.locale,
      intake,
      registry,
    }),
    [boot, intake, registry],
  );

  return (
    <AppContext.Provider value={context}>
      <IntlProvider locale={boot.locale} defaultLocale="en" messages={boot.messages}>
        <BrandProvider brandId={boot.config.brandId} theme={boot.config.theme} dir={dir}>
          <ToastProvider>
            <PlayerCurrencies>
              {/* The first page's code may still be loading: the whole shell waits for it (under the
                splash) rather than painting a frame whose footer the page then pushes down.
                Later navigations are transitions: the old page stays until the new one is ready. */}
              <Suspense fallback={null}>
                <Router basename={boot.basename || '/'}>
                  <StableNavigationProvider>
                    <AppRoutes routes={routes} openLoginOnStart={openLoginOnStart} />
                  </StableNavigationProvider>
                </Router>
              </Suspense>
            </PlayerCurrencies>
          </ToastProvider>
        </BrandProvider>
      </IntlProvider>
    </AppContext.Provider>
  );
}
