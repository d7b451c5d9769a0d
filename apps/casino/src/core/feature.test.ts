import { describe, expect, it } from 'vitest';
import { audienceAdmits, createRegistry, type FeatureManifest } from './feature.ts';

const Nothing = () => null;
const page = (key: 'home' | 'profile') => ({ key, load: async () => ({ Component: Nothing }) });
const modal = { title: { id: 'x' }, load: async () => ({ default: Nothing }) };

describe('createRegistry', () => {
  it('gathers pages, modals, slot contributions (by order) and gates', () => {
    const features: FeatureManifest[] = [
      {
        id: 'a',
        pages: [page('home')],
        modals: { login: modal },
        slots: { global: [{ id: 'late', order: 9, Component: Nothing }] },
      },
      {
        id: 'b',
        pages: [page('profile')],
        slots: { global: [{ id: 'early', order: 1, Component: Nothing }] },
        gates: [{ id: 'g', Component: Nothing }],
      },
    ];
    const registry = createRegistry(features);
    expect([...registry.pages.keys()]).toEqual(['home', 'profile']);
    expect(registry.modals.has('login')).toBe(true);
    expect(registry.slots.global.map((item) => item.id)).toEqual(['early', 'late']);
    expect(registry.slots.headerActions).toEqual([]);
    expect(registry.gates).toHaveLength(1);
  });

  it('knows no modal by an Object prototype name', () => {
    const registry = createRegistry([{ id: 'a', modals: { login: modal } }]);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(registry.modals.get(name)).toBeUndefined();
  });

  it('refuses a page, modal or slot id that two features claim', () => {
    expect(() =>
      createRegistry([
        { id: 'a', pages: [page('home')] },
        { id: 'b', pages: [page('home')] },
      ]),
    ).toThrow(/"b" registers page "home"/);
    expect(() =>
      createRegistry([
        { id: 'a', modals: { login: modal } },
        { id: 'b', modals: { login: modal } },
      ]),
    ).toThrow(/modal "login"/);
    const slot = { id: 'same', Component: Nothing };
    expect(() =>
      createRegistry([
        { id: 'a', slots: { footer: [slot] } },
        { id: 'b', slots: { footer: [slot] } },
      ]),
    ).toThrow(/"same" in slot footer/);
  });
});

describe('audienceAdmits', () => {
  it('matches each audience to its viewers', () => {
    const guest = { authenticated: false };
    const player = { authenticated: true, depositCount: 0 };
    const depositor = { authenticated: true, depositCount: 2 };
    expect([guest, player, depositor].map((viewer) => audienceAdmits(undefined, viewer))).toEqual([
      true,
      true,
      true,
    ]);
    expect([guest, player, depositor].map((viewer) => audienceAdmits('guest', viewer))).toEqual([
      true,
      false,
      false,
    ]);
    expect([guest, player, depositor].map((viewer) => audienceAdmits('player', viewer))).toEqual([
      false,
      true,
      true,
    ]);
    expect([guest, player, depositor].map((viewer) => audienceAdmits('depositor', viewer))).toEqual([
      false,
      false,
      true,
    ]);
  });
});
