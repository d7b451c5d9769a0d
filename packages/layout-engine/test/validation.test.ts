import type { Brand } from '@casino/schemas/types';
import { describe, expect, it } from 'vitest';
import { checkBrand, checkSettings } from '../src/index.ts';
import {
  createRuntimeValidators,
  defaultBrandId,
  listBrands,
  readBrand as readBrandData,
} from '../src/node/index.ts';
import { browserValidators, standaloneValidators } from '../src/validators.ts';
import { brokenBrandFixtures } from './brokenBrands.ts';

const runtimeValidators = createRuntimeValidators();
const readBrand = (id: string): Brand => readBrandData(id) as Brand;
const baseBrand = readBrand(defaultBrandId());

function broken(mutate: (brand: Brand) => void): Brand {
  const copy = structuredClone(baseBrand);
  mutate(copy);
  return copy;
}

describe('brand folders', () => {
  it.each(listBrands())('%s is valid on both validator paths', (id) => {
    const brand = readBrand(id);
    expect(checkBrand(runtimeValidators, brand)).toEqual({ ok: true, value: brand });
    expect(checkBrand(standaloneValidators, brand)).toEqual({ ok: true, value: brand });
  });
});

describe('broken brand fixtures', () => {
  it('has at least 12 fixtures', () => {
    expect(brokenBrandFixtures.length).toBeGreaterThanOrEqual(12);
  });

  it.each(brokenBrandFixtures.map((fixture) => [fixture.name, fixture] as const))(
    '%s → reported at its exact pointer',
    (_, fixture) => {
      const result = checkBrand(runtimeValidators, broken(fixture.mutate));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.issues).toContainEqual(
        expect.objectContaining({ pointer: fixture.pointer, rule: fixture.rule }),
      );
    },
  );

  it.each(brokenBrandFixtures.map((fixture) => [fixture.name, fixture] as const))(
    '%s → the standalone validator gives the same verdict and issues as Ajv at run time',
    (_, fixture) => {
      const data = broken(fixture.mutate);
      expect(checkBrand(standaloneValidators, data)).toEqual(checkBrand(runtimeValidators, data));
    },
  );

  it('lists every error, not only the first', () => {
    const data = broken((brand) => {
      brand.theme.colors.primary = 'blue';
      brand.theme.colors.accent = 'green';
      (brand.navigation as { system: string }).system = 'sidebar';
    });
    const result = checkBrand(runtimeValidators, data);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.pointer)).toEqual(
      expect.arrayContaining(['/theme/colors/primary', '/theme/colors/accent', '/navigation/system']),
    );
  });
});

describe('settings2 validation', () => {
  const cases: [string, unknown, boolean][] = [
    ['empty object', {}, true],
    ['every field', { ...baseBrand.settings, inactivitySessionTimeout: 15, referAFriendPercent: 5 }, true],
    ['string where a boolean belongs', { showLiveChat: 'yes' }, false],
    ['timeout below zero', { inactivitySessionTimeout: -1 }, false],
    [
      'duplicate pageUrlSetup key',
      {
        pageUrlSetup: [
          { key: 'casino', href: '/a' },
          { key: 'casino', href: '/b' },
        ],
      },
      false,
    ],
    ['mirror domain with a path', { mirrorDomain: [{ url: 'https://a.example/path', domainId: 1 }] }, false],
    [
      'duplicate mirror domain ids',
      {
        mirrorDomain: [
          { url: 'https://a.example', domainId: 1 },
          { url: 'https://b.example', domainId: 1 },
        ],
      },
      false,
    ],
    ['password minimum below the spec minimum', { passwordMinLength: 5 }, false],
  ];
  it.each(cases)('%s → valid: %s, on both paths alike', (_, settings, valid) => {
    const runtime = checkSettings(runtimeValidators, settings);
    expect(runtime.ok).toBe(valid);
    expect(checkSettings(browserValidators, settings)).toEqual(runtime);
  });
});
