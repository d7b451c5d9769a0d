// Issue 29: a render error in one slot contribution (the profile menu's rewards block could not
// format USDT) replaced every page with the root error screen. It must stay in its own place.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../AppContext.tsx';
import { createRegistry } from '../feature.ts';
import { Slot } from './Slot.tsx';

let broken = true;
function Rewards() {
  if (broken) throw new Error('Invalid currency code : USDT');
  return <span>Rewards: 1.5 USDT</span>;
}

function Wallets() {
  return <span>My wallets</span>;
}

function renderPage() {
  const registry = createRegistry([
    {
      id: 'rewards',
      slots: { profileMenu: [{ id: 'accumulator', Component: Rewards }] },
    },
    { id: 'wallet', slots: { profileMenu: [{ id: 'wallets', Component: Wallets }] } },
  ]);
  const context = { api: {}, registry } as unknown as AppContextValue;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AppContext.Provider value={context}>
        <IntlProvider locale="en" defaultLocale="en">
          <main>
            <h1>Lobby</h1>
            <nav>
              <Slot name="profileMenu" />
            </nav>
          </main>
        </IntlProvider>
      </AppContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  broken = true;
  // React reports the caught error on the console; the test reads the page, not the log.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a slot contribution that throws', () => {
  it('fails alone: the page and the other contributions still render, with a retry in its place', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Lobby' })).toBeTruthy();
    expect(screen.getByText('My wallets')).toBeTruthy();
    const failed = screen.getByRole('alert');
    expect(failed.getAttribute('data-slot-error')).toBe('profileMenu/accumulator');
    expect(failed.textContent).toContain('This part could not be shown.');
    expect(screen.queryByText(/Rewards:/)).toBeNull();
  });

  it('renders again on retry once the cause is gone', async () => {
    renderPage();
    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByText('Rewards: 1.5 USDT')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
