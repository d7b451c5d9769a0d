// The app starts from the prerendered page's data only when that page is what the visitor sees.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptPrerenderedQueries, prerenderedQueriesElementId } from './prerenderedQueries.ts';

const rowsKey = ['games', 'categories', { locale: 'en' }];

function pageWith(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = prerenderedQueriesElementId;
  element.textContent = text;
  document.body.append(element);
}

function serverState() {
  const server = new QueryClient();
  server.setQueryData(rowsKey, [{ slug: 'slots', games: [] }]);
  return JSON.stringify(dehydrate(server));
}

afterEach(() => {
  document.getElementById(prerenderedQueriesElementId)?.remove();
  document.documentElement.classList.remove('prerender-off');
});

describe('adoptPrerenderedQueries', () => {
  it('seeds the cache with the answers the page was rendered with', () => {
    pageWith(serverState());
    const client = new QueryClient();
    adoptPrerenderedQueries(document, client);
    expect(client.getQueryData(rowsKey)).toEqual([{ slug: 'slots', games: [] }]);
  });

  it('leaves the cache alone when the splash was shown instead (a stored session, another language)', () => {
    pageWith(serverState());
    document.documentElement.classList.add('prerender-off');
    const client = new QueryClient();
    adoptPrerenderedQueries(document, client);
    expect(client.getQueryData(rowsKey)).toBeUndefined();
  });

  it('ignores a missing or damaged element', () => {
    const client = new QueryClient();
    adoptPrerenderedQueries(document, client);
    pageWith('{"queries":');
    adoptPrerenderedQueries(document, client);
    document.getElementById(prerenderedQueriesElementId)?.remove();
    pageWith('{"mutations":[]}');
    adoptPrerenderedQueries(document, client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
