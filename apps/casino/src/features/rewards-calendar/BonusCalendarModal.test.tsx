import { buildRouteTable } from '@casino/layout-engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../core/AppContext.tsx';
import { createRegistry } from '../../core/feature.ts';
import BonusCalendarModal from './BonusCalendarModal.tsx';
import { rewardsCalendarFeature } from './index.ts';

const NoPage = () => null;
const longTitle = 'Weekend Reload Bonus 50% up to €500 with 100 free spins';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The modal in an app whose promotions page is built and moved to /offers by a URL override. */
function renderModal(promotionsBuilt: boolean) {
  const request = vi.fn(
    async (_method: string, _path: string, options?: { query?: Record<string, unknown> }) => {
      const day = Number(options?.query?.dayOfWeek);
      return {
        data: {
          bonus: { count: 1, rows: [{ id: day, name: day === todayWeekday() ? longTitle : `Promo ${day}` }] },
        },
      };
    },
  );
  const pages = promotionsBuilt
    ? [
        {
          id: 'promotions',
          pages: [{ key: 'promotions' as const, load: async () => ({ Component: NoPage }) }],
        },
      ]
    : [];
  const context = {
    api: { transport: { request }, brandId: 'test' },
    config: { routes: buildRouteTable('basic', [{ key: 'promotions', href: '/offers' }]) },
    registry: createRegistry([rewardsCalendarFeature, ...pages]),
  } as unknown as AppContextValue;
  render(
    <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AppContext.Provider value={context}>
          <MemoryRouter initialEntries={['/casino?modal=calendar']}>
            <BonusCalendarModal close={() => undefined} switchTo={() => undefined} />
            <Where />
          </MemoryRouter>
        </AppContext.Provider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return request;
}

const todayWeekday = () => new Date().getDay();

afterEach(cleanup);

describe('the bonus calendar modal', () => {
  it('looks up one bonus for each of 7 days and links More by page key, through the router', {
    timeout: 30_000,
  }, async () => {
    const request = renderModal(true);
    const table = await screen.findByRole('table', { name: 'Bonus calendar' });
    expect(within(table).getAllByRole('cell')).toHaveLength(28);
    expect(request).toHaveBeenCalledTimes(7);
    const queries = request.mock.calls.map(
      ([, path, options]): Record<string, unknown> => ({ path, ...options?.query }),
    );
    expect(new Set(queries.map((query) => query.dayOfWeek)).size).toBe(7);
    for (const query of queries) {
      expect(query).toMatchObject({ path: '/api/admin/get-all-bonus', limit: 1 });
      expect(query.calendarDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z$/);
      expect(query.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    }
    const today = table.querySelector('[aria-current="date"]') as HTMLElement;
    expect(today.textContent).toContain('Weekend Reload Bonus 50% up to €500…');
    const more = within(today).getByRole('link', { name: /More about/ });
    // The page URL override applies (never a fixed /promotions) and the click stays in the app.
    expect(more.getAttribute('href')).toBe('/offers');
    await userEvent.click(more);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/offers'));
  });

  it('offers no More while the promotions page is not built', async () => {
    renderModal(false);
    const table = await screen.findByRole('table', { name: 'Bonus calendar' });
    expect(within(table).queryByRole('link', { name: /More about/ })).toBeNull();
  });
});
