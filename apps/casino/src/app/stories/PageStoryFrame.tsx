// Story-only: one of the app's pages as a player reaches it: at the brand's own path for the page,
// through the page's real route (lazy code, audience gate), inside the shell (header, navigation,
// footer, and the modals the address opens), against the story back end.
import { type PageKey, pathFor, type RouteTable } from '@casino/layout-engine';
import { ToastProvider } from '@casino/ui';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { PageRoute } from '../../core/routing/PageRoute.tsx';
import { NotFoundPage } from '../../core/ui/NotFoundPage.tsx';
import { ShellLayout } from '../../shell/ShellLayout.tsx';
import { ShellStoryFrame, type ShellStoryProps } from './ShellStoryFrame.tsx';

export interface PageStoryProps extends Omit<ShellStoryProps, 'children' | 'path'> {
  page: PageKey;
  /** The page path's parameters (a game's slug). */
  params?: Record<string, string>;
  /** The address's query, with its `?` (filters, `?modal=`). */
  search?: string;
  /** The whole address instead, where the page's own rule builds it (a game's play path). */
  address?: (routes: RouteTable) => string;
}

function PageRoutes({ page }: { page: PageKey }) {
  const { config, registry } = useApp();
  const entry = registry.pages.get(page);
  if (!entry) throw new Error(`No feature builds the page ${page}`);
  return (
    // As in the app (AppShell): toasts for the pages' messages, and the shell waits for the first
    // page's code rather than painting without it.
    <ToastProvider>
      <Suspense fallback={null}>
        <Routes>
          <Route element={<ShellLayout />}>
            <Route path={config.routes.byKey[page].path} element={<PageRoute page={entry} />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </ToastProvider>
  );
}

export function PageStoryFrame({ page, params, search = '', address, ...frame }: PageStoryProps) {
  return (
    <ShellStoryFrame {...frame} path={address ?? ((routes) => `${pathFor(routes, page, params)}${search}`)}>
      <PageRoutes page={page} />
    </ShellStoryFrame>
  );
}
