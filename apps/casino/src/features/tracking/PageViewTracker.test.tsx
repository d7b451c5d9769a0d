import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../app/registry.ts';
import { AppContext, type AppContextValue } from '../../core/AppContext.tsx';
import { PageViewTracker, pageViewDelayMs } from './PageViewTracker.tsx';

/** The page-view payloads the tracker sends for a visit to `address`. */
async function pageViewsOf(address: string): Promise<unknown[]> {
  const logEvent = vi.fn(async (_payload: unknown) => undefined);
  const context = {
    api: { logEvent },
    config: { theme: { breakpoints: ['768px', '1024px'] } },
    intake: { newCampaignCodes: [] },
    registry,
  } as unknown as AppContextValue;
  render(
    <AppContext.Provider value={context}>
      <MemoryRouter initialEntries={[address]}>
        <PageViewTracker />
      </MemoryRouter>
    </AppContext.Provider>,
  );
  await act(async () => {
    vi.advanceTimersByTime(pageViewDelayMs);
  });
  return logEvent.mock.calls.map(([payload]) => payload);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the page-view event', () => {
  it('never carries an access token, a reset token or a modal’s own parameters', async () => {
    const secrets = {
      at: 'access-token-1',
      token: 'reset-token-2',
      linkedAccountUuid: 'uuid-3',
      reason: 'USER_INACTIVITY_TIMEOUT',
    };
    // Every parameter some modal declares as its own, whatever modal is named.
    const owned = [...registry.modals.values()].flatMap((modal) => modal.ownedParams ?? []);
    expect(owned).toEqual(expect.arrayContaining(['token', 'linkedAccountUuid']));
    const query = new URLSearchParams({ modal: 'reset-password', ...secrets, cpnc: 'spring', page: '2' });
    const [payload] = await pageViewsOf(`/casino?${query}`);
    expect(payload).toMatchObject({
      event: 'page_view',
      data: { path: '/casino', search: '?modal=reset-password&cpnc=spring&page=2' },
    });
    const sent = JSON.stringify(payload);
    for (const value of Object.values(secrets)) expect(sent).not.toContain(value);
    for (const name of [...owned, 'at', 'token']) expect(sent).not.toContain(`${name}=`);
  });

  it('keeps an ordinary address as it is', async () => {
    const [payload] = await pageViewsOf('/promotions?cpnc=spring');
    expect(payload).toMatchObject({ data: { path: '/promotions', search: '?cpnc=spring' } });
    const [bare] = await pageViewsOf('/promotions');
    expect(bare).toMatchObject({ data: { path: '/promotions', search: '' } });
  });
});
