// The booted app: brand, locale and messages around a router built from the layout engine's
// route table. Pages load lazily per route; an unbuilt page has no route and falls to 404.
import { localeInfo } from '@casino/i18n';
import { BrandProvider, ToastProvider } from '@casino/ui';
import { useEffect, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router-dom';
import type { BootContext } from '../boot/boot.ts';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { pageModules } from '../features/pages.ts';
import { registerRouter } from '../modals/modalNavigation.ts';
import type { IntakeResult } from '../platform/queryIntake.ts';
import type { PageHandle } from '../routing/usePageKey.ts';
import { AppContext, type AppContextValue } from './AppContext.tsx';
import { RouteError } from './RouteError.tsx';
import { ShellLayout } from './ShellLayout.tsx';

/** Pages load lazily; the shell is already on screen meanwhile, so nothing extra is shown. */
function NoHydrateFallback() {
  return null;
}

export function buildRoutes(boot: BootContext): RouteObject[] {
  const pages: RouteObject[] = boot.config.routes.routes.flatMap((route) => {
    const load = pageModules[route.key];
    return load ? [{ path: route.path, lazy: load, handle: { page: route.key } satisfies PageHandle }] : [];
  });
  const redirects: RouteObject[] = boot.config.routes.redirects
    .filter(
      (redirect) =>
        pageModules[boot.config.routes.routes.find((route) => route.path === redirect.to)?.key ?? 'home'],
    )
    .map((redirect) => ({ path: redirect.from, element: <Navigate to={redirect.to} replace /> }));
  return [
    {
      element: <ShellLayout />,
      errorElement: <RouteError />,
      HydrateFallback: NoHydrateFallback,
      children: [...pages, ...redirects, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

export default function AppShell({
  boot,
  intake,
  openLoginOnStart,
}: {
  boot: BootContext;
  intake: IntakeResult;
  openLoginOnStart: boolean;
}) {
  const router = useMemo(() => {
    const created = createBrowserRouter(buildRoutes(boot), { basename: boot.basename || '/' });
    if (openLoginOnStart) {
      const { pathname, search } = created.state.location;
      const params = new URLSearchParams(search);
      params.set('modal', 'login');
      void created.navigate(`${pathname}?${params.toString()}`, { replace: true });
    }
    return created;
  }, [boot, openLoginOnStart]);

  useEffect(() => {
    registerRouter(router);
    return () => registerRouter(null);
  }, [router]);

  const { dir } = localeInfo(boot.locale);
  useEffect(() => {
    document.documentElement.lang = boot.locale;
    document.documentElement.dir = dir;
    document.documentElement.dataset.brand = boot.config.brandId;
    document.title = boot.config.brandName;
  }, [boot.locale, dir, boot.config.brandId, boot.config.brandName]);

  const context: AppContextValue = useMemo(
    () => ({ config: boot.config, api: boot.api, runtime: boot.runtime, locale: boot.locale, intake }),
    [boot, intake],
  );

  return (
    <AppContext.Provider value={context}>
      <IntlProvider locale={boot.locale} defaultLocale="en" messages={boot.messages}>
        <BrandProvider brandId={boot.config.brandId} theme={boot.config.theme} dir={dir}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </BrandProvider>
      </IntlProvider>
    </AppContext.Provider>
  );
}
