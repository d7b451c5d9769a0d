import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageEntry } from '../feature.ts';
import { PageRoute } from './PageRoute.tsx';

afterEach(cleanup);

const renders = { page: 0 };

/** A part of the page that reads the address's query. */
function QueryReader() {
  return <p data-testid="query">{useLocation().search}</p>;
}

/** A page that counts its renders. */
function CountingPage() {
  renders.page += 1;
  return <QueryReader />;
}

const entry: PageEntry = { key: 'casino', load: async () => ({ Component: CountingPage }) };

describe('PageRoute', () => {
  it('does not render the whole page again for a change of the query alone; the parts that read it follow', async () => {
    const router = createMemoryRouter([{ path: '/casino', element: <PageRoute page={entry} /> }], {
      initialEntries: ['/casino'],
    });
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('query')).textContent).toBe('');
    const before = renders.page;

    for (const search of ['?search=g', '?search=go', '?search=go&modal=login'])
      await act(() => router.navigate(`/casino${search}`));

    expect(screen.getByTestId('query').textContent).toBe('?search=go&modal=login');
    expect(renders.page).toBe(before);
  });
});
