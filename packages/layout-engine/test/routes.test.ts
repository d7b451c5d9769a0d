import type { NavItem } from '@casino/schemas/types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildRouteTable,
  isVisibleTo,
  pageCatalogue,
  pageKeys,
  pathFor,
  resolveLink,
  resolveNavItems,
} from '../src/index.ts';

const here = { pathname: '/casino/slots' };

describe('route table with page URL overrides', () => {
  it('serves every page of spec 2 at its default path with no overrides', () => {
    const table = buildRouteTable('basic');
    for (const key of pageKeys) expect(table.byKey[key].path).toBe(pageCatalogue[key].path);
    expect(table.byKey.liveCasino.path).toBe('/casino/live-casino');
    expect(table.redirects).toEqual([]);
  });

  it("replaces a page's path with an override's href, redirecting the old address", () => {
    const table = buildRouteTable('basic', [{ key: 'promotions', href: '/offers' }]);
    expect(table.byKey.promotions.path).toBe('/offers');
    expect(resolveLink(table, { page: 'promotions' }, here)).toEqual({
      kind: 'path',
      to: '/offers',
      shallow: false,
    });
    expect(table.redirects).toContainEqual({ from: '/promotions', to: '/offers' });
  });

  it('lets a later layer (settings2) win per key over an earlier one (brand)', () => {
    const table = buildRouteTable(
      'basic',
      [
        { key: 'promotions', href: '/offers' },
        { key: 'vipClub', href: '/club' },
      ],
      [{ key: 'promotions', href: '/deals', shallow: true }],
    );
    expect(table.byKey.promotions.path).toBe('/deals');
    expect(table.byKey.promotions.shallow).toBe(true);
    expect(table.byKey.vipClub.path).toBe('/club');
  });

  it('fills path parameters', () => {
    const table = buildRouteTable('basic');
    expect(pathFor(table, 'game', { game: 'book of ra' })).toBe('/casino/games/book%20of%20ra');
    expect(resolveLink(table, { page: 'game', params: { game: 'x' } }, here)).toEqual({
      kind: 'path',
      to: '/casino/games/x',
      shallow: false,
    });
  });
});

describe('query-only links (spec 2)', () => {
  it('keeps the current path and changes only the query for an override starting with ?', () => {
    const table = buildRouteTable('basic', [{ key: 'cashback', href: '?modal=rakeback' }]);
    expect(table.byKey.cashback.path).toBe('/cashback');
    expect(resolveLink(table, { page: 'cashback' }, here)).toEqual({
      kind: 'query',
      to: '/casino/slots?modal=rakeback',
      shallow: true,
    });
  });

  it('does the same for a raw href starting with ?', () => {
    expect(resolveLink(buildRouteTable('basic'), { href: '?modal=login' }, { pathname: '/' })).toEqual({
      kind: 'query',
      to: '/?modal=login',
      shallow: true,
    });
  });

  it('keeps any current path for any query (property)', () => {
    const table = buildRouteTable('basic');
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const query = fc.array(fc.tuple(segment, fc.stringMatching(/^[a-z0-9%]{0,12}$/)), {
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), query, (segments, pairs) => {
        const pathname = `/${segments.join('/')}`;
        const search = pairs.map(([key, value]) => `${key}=${value}`).join('&');
        const link = resolveLink(table, { href: `?${search}` }, { pathname });
        return link.kind === 'query' && link.to === `${pathname}?${search}`;
      }),
    );
  });

  it('treats a link with no target as inert, and https as external', () => {
    const table = buildRouteTable('basic');
    expect(resolveLink(table, {}, here)).toEqual({ kind: 'inert' });
    expect(resolveLink(table, { href: 'https://t.me/x' }, here)).toEqual({
      kind: 'external',
      href: 'https://t.me/x',
    });
  });
});

describe('panel navigation', () => {
  it('moves edit-profile to /account and redirects the old path', () => {
    const basic = buildRouteTable('basic');
    const panel = buildRouteTable('panel');
    expect(basic.byKey.editProfile.path).toBe('/profile/edit-profile');
    expect(panel.byKey.editProfile.path).toBe('/account');
    expect(panel.redirects).toContainEqual({ from: '/profile/edit-profile', to: '/account' });
  });

  it('still lets an override win over the panel path', () => {
    expect(buildRouteTable('panel', [{ key: 'editProfile', href: '/me' }]).byKey.editProfile.path).toBe(
      '/me',
    );
  });
});

describe('scope filtering', () => {
  const items: NavItem[] = [
    { id: 'casino', label: 'nav.casino', page: 'casino' },
    { id: 'cashback', label: 'nav.cashback', page: 'cashback', scope: 'user' },
    { id: 'sign-up', label: 'nav.signUp', href: '?modal=registration', scope: 'guest' },
    { id: 'support', label: 'nav.support', scope: 'any' },
    { id: 'logout', label: 'nav.logout', action: 'logout', scope: 'user' },
  ];
  const table = buildRouteTable('basic');

  it('shows guests the any and guest items', () => {
    const ids = resolveNavItems(items, table, { authenticated: false }, here).map((item) => item.id);
    expect(ids).toEqual(['casino', 'sign-up', 'support']);
  });

  it('shows players the any and user items', () => {
    const resolved = resolveNavItems(items, table, { authenticated: true }, here);
    expect(resolved.map((item) => item.id)).toEqual(['casino', 'cashback', 'support', 'logout']);
    expect(resolved.find((item) => item.id === 'support')?.link).toEqual({ kind: 'inert' });
    expect(resolved.find((item) => item.id === 'logout')).toMatchObject({
      action: 'logout',
      link: { kind: 'inert' },
    });
  });

  it('treats a missing scope as any', () => {
    expect(isVisibleTo(undefined, { authenticated: true })).toBe(true);
    expect(isVisibleTo(undefined, { authenticated: false })).toBe(true);
  });
});
