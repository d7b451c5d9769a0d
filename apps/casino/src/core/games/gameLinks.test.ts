import { buildRouteTable } from '@casino/layout-engine';
import { describe, expect, it } from 'vitest';
import { cardBadges, playPath } from './gameLinks.ts';

describe('playPath', () => {
  it('puts the game in the play page path and marks demo play', () => {
    const routes = buildRouteTable('basic');
    expect(playPath(routes, 'reference-fruits', false)).toBe('/play/reference-fruits');
    expect(playPath(routes, 'reference-fruits', true)).toBe('/play/reference-fruits?mode=demo');
    expect(playPath(routes, 'a b', false)).toBe('/play/a%20b');
  });

  it('follows a page URL override of the play page', () => {
    const routes = buildRouteTable('basic', [{ key: 'play', href: '/spielen/*' }]);
    expect(playPath(routes, 'x', true)).toBe('/spielen/x?mode=demo');
  });
});

describe('cardBadges', () => {
  it('marks new releases and live-casino games', () => {
    expect(cardBadges({ tags: ['new', 'popular'], category: 'live' })).toEqual(['new', 'live']);
    expect(cardBadges({ tags: [], category: 'slots' })).toEqual([]);
  });
});
