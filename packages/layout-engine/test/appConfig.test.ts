import type { Brand, Theme } from '@casino/schemas/types';
import { describe, expect, it } from 'vitest';
import {
  type AppConfig,
  buildAppConfig,
  checkBrand,
  mergeSettings,
  settingsDefaults,
  withServerRegistrationFields,
} from '../src/index.ts';
import { defaultBrandId, listBrands, readBrand as readBrandData } from '../src/node/index.ts';
import { browserValidators, createAppConfig, standaloneValidators } from '../src/validators.ts';

const readBrand = (id: string): Brand => readBrandData(id) as Brand;
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
    expect(config.tracking.affiliateKeyParameter).toBe('nxafk');
    expect(config.registration.defaultCurrency).toBe('EUR');
    expect(config.cashier.fallbackCurrency).toBe('EUR');
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
    expect(config.social.liveChat).toBe(true);
    expect(config.tracking.affiliateKeyParameter).toBe('aff');
  });

  it('replaces settings2 entirely with local settings when given', () => {
    const config = configOf({
      brand: base,
      settings2: { showLiveChat: true, passwordMinLength: 12 },
      localSettings: { passwordMinLength: 9 },
    });
    expect(config.registration.password.minLength).toBe(9);
    expect(config.social.liveChat).toBe(base.settings.showLiveChat ?? false);
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
    expect(config.social.liveChat).toBe(true);
    expect(config.warnings.join('\n')).toContain('someOperatorFlag');
  });

  it('keeps the site up when settings2 has fields of the wrong type: those fall back, with warnings', () => {
    const brand = structuredClone(base);
    brand.settings = { ...brand.settings, showLiveChat: true, navigationSystem: 'basic' };
    const result = createAppConfig({
      brand,
      settings2: { navigationSystem: 'mega', showLiveChat: 'yes', passwordMinLength: 11 },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { config } = result;
    expect(config.social.liveChat).toBe(true);
    expect(config.navigationSystem).toBe('basic');
    expect(config.registration.password.minLength).toBe(11);
    const warnings = config.warnings.join('\n');
    expect(warnings).toContain('settings2: ignored navigationSystem');
    expect(warnings).toContain('settings2: ignored showLiveChat');
    expect(warnings).not.toContain('passwordMinLength');
  });

  it('drops a field that breaks a semantic rule, keeping the others', () => {
    const config = configOf({
      brand: base,
      settings2: {
        loyaltyLevelGroupSteps: [5, 1],
        pageUrlSetup: [
          { key: 'promotions', href: '/offers' },
          { key: 'promotions', href: '/deals' },
        ],
        showLiveChat: true,
      },
    });
    expect(config.rewards.loyaltyLevelGroupSteps).toEqual(base.settings.loyaltyLevelGroupSteps ?? []);
    expect(config.social.liveChat).toBe(true);
    expect(config.warnings.join('\n')).toMatch(/ignored loyaltyLevelGroupSteps/);
    expect(config.warnings.join('\n')).toMatch(/ignored pageUrlSetup/);
  });

  it('counts only a settings2 that is not an object as unavailable', () => {
    for (const bad of [null, 'text', 42, [], true]) {
      const outcome = createAppConfig({ brand: base, settings2: bad });
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error.kind).toBe('invalid-settings');
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
    expect(themed.theme.colors.primary).toBe('#123456');
    const unknown = configOf({ brand: base, settings2: { theme: 'nope' } });
    expect(unknown.theme).toEqual(base.theme);
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
      expect(configOf({ brand }).rewards.accumulatorCard).toBe(brand.features.accumulatorCard);
    }
  });
});
