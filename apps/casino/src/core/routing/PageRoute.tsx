// One route's element: the page's code loads lazily (route-level code splitting), the page knows
// its key, its audience is enforced here, and a page that fails to load or render shows
// RouteError instead of a blank main area.
import { Component, type ComponentType, lazy, type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageEntry, PageModule } from '../feature.ts';
import { RouteError } from '../ui/RouteError.tsx';
import { PageKeyContext } from './usePageKey.ts';

// Pages for everyone (the home page of a first visit) never load the audience gate's code.
const AudienceGate = lazy(() =>
  import('../guards/AudienceGate.tsx').then((module) => ({ default: module.AudienceGate })),
);

// One lazy component per page module, so navigating back to a page never re-suspends it.
const lazyPages = new WeakMap<PageModule, ComponentType>();
function lazyPage(load: PageModule): ComponentType {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(() => load().then((module) => ({ default: module.Component })));
    lazyPages.set(load, page);
  }
  return page;
}

class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: { resetKey: string }) {
    // Another address is another chance: leaving the page clears the error.
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function PageRoute({ page }: { page: PageEntry }) {
  const Page = lazyPage(page.load);
  const { pathname } = useLocation();
  // Made once per page: a change of the address's query alone (the search box, a filter, a modal)
  // re-renders the parts of the page that read it, not the whole page (the lobby's rows, its slots).
  const content = useMemo(
    () =>
      page.audience && page.audience !== 'any' ? (
        <AudienceGate audience={page.audience}>
          <Page />
        </AudienceGate>
      ) : (
        <Page />
      ),
    [page.audience, Page],
  );
  return (
    <PageKeyContext.Provider value={page.key}>
      <PageErrorBoundary resetKey={pathname}>{content}</PageErrorBoundary>
    </PageKeyContext.Provider>
  );
}
