// Boot gate: the splash (index.html) until boot settles, an error screen with retry while the
// back end is unreachable or its settings are invalid, then the shell.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { registry } from './app/registry.ts';
import { type BootContext, boot } from './boot/boot.ts';
import { RootErrorBoundary } from './boot/RootErrorBoundary.tsx';
import { hideSplash } from './boot/splash.ts';
import { openModalOutsideReact } from './core/modals/modalNavigation.ts';
import type { IntakeResult } from './core/platform/queryIntake.ts';
// The shell is part of the entry: every visit needs it, and one file compresses better than many.
import AppShell from './shell/AppShell.tsx';

// Most visits land on the home page (/, or /<locale>): fetch its code alongside. A hint only:
// the router loads whichever page the route table says.
if (/^\/([a-z]{2}(-[A-Z]{2})?)?\/?$/.test(window.location.pathname)) void registry.pages.get('home')?.load();

// Only a visit that cannot boot needs the error screen (the app server still serves its chunk).
const BootErrorScreen = lazy(() =>
  import('./boot/BootErrorScreen.tsx').then((module) => ({ default: module.BootErrorScreen })),
);

/** While the back end is unreachable, boot retries on its own this often (and on Retry). */
const bootRetryMs = 5_000;

export function App({ intake }: { intake: IntakeResult }) {
  const queryClient = useQueryClient();
  const forbiddenBeforeRouter = useRef(false);
  const bootQuery = useQuery<BootContext>({
    queryKey: ['boot'],
    queryFn: () =>
      boot({
        queryClient,
        onForbidden: () => {
          if (!openModalOutsideReact('login')) forbiddenBeforeRouter.current = true;
        },
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.status === 'error' ? bootRetryMs : false),
  });

  // The splash stays until there is something to replace it: the error screen here, or the shell
  // with its first page (ShellLayout hides it once the page's code has arrived).
  const failed = bootQuery.status === 'error';
  useEffect(() => {
    if (failed) hideSplash();
  }, [failed]);

  // The shell's first render is the biggest piece of work of a visit: as a transition React
  // renders it in slices and the main thread stays responsive (no long task), under the splash.
  const [booted, setBooted] = useState<BootContext | null>(null);
  useEffect(() => {
    if (bootQuery.data) startTransition(() => setBooted(bootQuery.data));
  }, [bootQuery.data]);

  // A render error anywhere below is an explanation with Reload / Go home, never a blank page.
  return (
    <RootErrorBoundary
      locale={booted?.locale}
      messages={booted?.messages}
      homeHref={booted ? `${booted.basename}/` : '/'}
    >
      {bootQuery.status === 'pending' ? null : bootQuery.status === 'error' ? (
        <Suspense fallback={null}>
          <BootErrorScreen
            error={bootQuery.error}
            retrying={bootQuery.isFetching}
            onRetry={() => bootQuery.refetch()}
          />
        </Suspense>
      ) : booted ? (
        <AppShell
          boot={booted}
          intake={intake}
          openLoginOnStart={forbiddenBeforeRouter.current}
          registry={registry}
        />
      ) : null}
    </RootErrorBoundary>
  );
}
