import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { adoptPrerenderedQueries } from './boot/prerenderedQueries.ts';
import { RootErrorBoundary } from './boot/RootErrorBoundary.tsx';
import { takeQueryParameters } from './core/platform/queryIntake.ts';

// Before React and before any operator script: `?at=` becomes the stored token and leaves the
// address bar; attribution parameters are stored (spec 2).
const intake = takeQueryParameters(window.location, window.history);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
  },
});
adoptPrerenderedQueries(document, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    {/* App has its own, in the visit's language; this one catches what App itself throws. */}
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <App intake={intake} />
      </QueryClientProvider>
    </RootErrorBoundary>
  </StrictMode>,
);
