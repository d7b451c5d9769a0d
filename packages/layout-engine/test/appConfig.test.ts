import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand, Theme } from '@casino/schemas/types';
import { describe, expect, it } from 'vitest';
import {
  type AppConfig,
  browserValidators,
  buildAppConfig,
  checkBrand,
  createAppConfig,
  inactivityTimeoutMs,
  mergeSettings,
  settingsDefaults,
  standaloneValidators,
  withServerRegistrationFields,
} from '../src/index.ts';
import { defaultBrandId, defaultBrandsDir, listBrands } from '../src/node/index.ts';

const readBrand = (id: string): Brand =>
  JSON.parse(readFileSync(join(defaultBrandsDir, id, 'brand.json'), 'utf8')) as Brand;
const base = readBrand(defaultBrandId());

function configOf(input: Omit<Parameters<typeof buildAppConfig>[0], 'validators'>): AppConfig {
  const result = buildAppConfig({ ...input, validators: browserValidators });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.config;
}

describe('settings precedence: schema defaults < brand.json < settings2 (or local settings)', () => {
  it('takes schema defaults for fields nobody sets', () => {
    const brand = structuredClone(base);
    brand.settings = {};
    const config = configOf({ brand });
    expect(config.settings.affiliateKeyQueryParameter).toBe('nxafk');
    expect(config.settings.defaultCurrency).toBe('EUR');
    expect(config.registration.password.minLength).toBe(6);
    expect(config.session.inactivityTimeoutMs).toBe(30 * 60_000);
  });

  it('lets brand.json override the defaults and settings2 override the brand', () => {
    const brand = structuredClone(base);
    brand.settings = {
      ...brand.settings,
      passwordMinLength: 8,
      showLiveChat: true,
      affiliateKeyQueryParameter: 'aff',
    };
    const config = configOf({ brand, settings2: { passwordMinLength: 10 } });
    expect(config.registration.password.minLength).toBe(10);
    expect(config.flags.liveChat).toBe(true);
    expect(config.settings.affiliateKeyQueryParameter).toBe('aff');
  });

  it('replaces settings2 entirely with local settings when given', () => {
    const config = configOf({
      brand: base,
      settings2: { showLiveChat: true, passwordMinLength: 12 },
      localSettings: { passwordMinLength: 9 },
    });
    expect(config.registration.password.minLength).toBe(9);
    expect(config.flags.liveChat).toBe(base.settings.showLiveChat ?? false);
  });

  it('replaces arrays instead of concatenating them', () => {
    expect(
      mergeSettings({ excludedCountryCodeList: ['US', 'GB'] }, { excludedCountryCodeList: ['DE'] }),
    ).toEqual({
      excludedCountryCodeList: ['DE'],
    });
  });

  it('reads every default from the settings schema', () => {
    expect(settingsDefaults()).toMatchObject({
      theme: 'curacao',
      navigationSystem: 'basic',
      inactivitySessionTimeout: 30,
    });
  });

  it('ignores unknown settings2 fields with a warning', () => {
    const config = configOf({ brand: base, settings2: { showLiveChat: true, someOperatorFlag: 1 } });
    expect(config.flags.liveChat).toBe(true);
    expect(config.warnings.join('\n')).toContain('someOperatorFlag');
  });

  it('gives a typed error, not a crash, for an invalid settings2', () => {
    const result = createAppConfig({
      brand: base,
      settings2: { navigationSystem: 'mega', showLiveChat: 'yes' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid-settings');
    expect(result.error.source).toBe('settings2');
    expect(result.error.issues.map((issue) => issue.pointer).sort()).toEqual([
      '/navigationSystem',
      '/showLiveChat',
    ]);
    for (const bad of [null, 'text', 42, []]) {
      const outcome = createAppConfig({ brand: base, settings2: bad });
      expect(outcome.ok).toBe(false);
    }
  });

  it('gives a typed error for an invalid brand when given a brand validator', () => {
    const result = buildAppConfig({
      brand: { id: 'x' },
      validators: {
        ...browserValidators,
        brand: (data) => checkBrand({ ...browserValidators, brand: standaloneValidators.brand }, data),
      },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('invalid-brand');
  });
});

describe('inactivity timeout (spec 9)', () => {
  it.each([
    [undefined, 30],
    [0, 30],
    [1, 30],
    [1.5, 1.5],
    [15, 15],
  ])('setting %s → %s minutes', (minutes, expected) => {
    expect(inactivityTimeoutMs(minutes)).toBe(expected * 60_000);
  });
});

describe('navigation system and theme', () => {
  it('takes the navigation system from settings2 over the brand', () => {
    expect(configOf({ brand: base }).navigationSystem).toBe('basic');
    expect(configOf({ brand: base, settings2: { navigationSystem: 'panel' } }).navigationSystem).toBe(
      'panel',
    );
  });

  it('switches tokens when settings2 names another known theme, and warns on an unknown one', () => {
    const other = { ...base.theme, colors: { ...base.theme.colors, primary: '#123456' } } as Theme;
    const themed = configOf({
      brand: base,
      settings2: { theme: 'other' },
      themeByName: (name) => (name === 'other' ? other : undefined),
    });
    expect(themed.themeName).toBe('other');
    expect(themed.cssVariables['--color-primary']).toBe('#123456');
    expect(themed.cssText.startsWith(`[data-brand="${base.id}"]`)).toBe(true);
    const unknown = configOf({ brand: base, settings2: { theme: 'nope' } });
    expect(unknown.themeName).toBe(base.id);
    expect(unknown.warnings.join()).toContain('nope');
  });

  it('exposes the spec 9 breakpoints of the theme', () => {
    expect(configOf({ brand: base }).theme.breakpoints).toEqual({ tablet: 768, desktop: 1025 });
  });
});

describe('registration fields and flags', () => {
  it('maps 0/1/2 to hidden/optional/required, the server winning per field', () => {
    const config = configOf({ brand: base, registrationFields: { firstName: 2, promoCode: 0 } });
    expect(config.registration.fields.firstName).toBe('required');
    expect(config.registration.fields.promoCode).toBe('hidden');
    expect(config.registration.fields.email).toBe('required');
  });

  it('lays the server answer over the config map in the registration screens, refusing a bad one', () => {
    const fields = configOf({ brand: base }).registration.fields;
    const applied = withServerRegistrationFields(fields, { firstName: 2, promoCode: 0 });
    expect(applied.issues).toEqual([]);
    expect(applied.fields.firstName).toBe('required');
    expect(applied.fields.promoCode).toBe('hidden');
    expect(applied.fields.email).toBe(fields.email);
    const refused = withServerRegistrationFields(fields, { email: 5 });
    expect(refused.fields).toEqual(fields);
    expect(refused.issues[0]?.pointer).toBe('/email');
  });

  it('needs the registration-fields validator only when a server answer is given', () => {
    expect(() =>
      buildAppConfig({
        brand: base,
        registrationFields: {},
        validators: { settings: browserValidators.settings },
      }),
    ).toThrow(TypeError);
    expect(createAppConfig({ brand: base }).ok).toBe(true);
  });

  it('rejects a server field map with an unknown field or value', () => {
    const result = buildAppConfig({
      brand: base,
      registrationFields: { email: 5 },
      validators: browserValidators,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues[0]?.pointer).toBe('/email');
  });

  it('takes the accumulator card from brand data, for every brand folder', () => {
    for (const id of listBrands()) {
      const brand = readBrand(id);
      expect(configOf({ brand }).flags.accumulatorCard).toBe(brand.features.accumulatorCard);
    }
  });
});
