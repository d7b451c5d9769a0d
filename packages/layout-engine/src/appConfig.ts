// settings2 + brand.json → AppConfig: the only object features read. A feature asks the config
// for a capability ("accumulator card?", "navigation system?"), never which brand it is in.
import type { Brand, Navigation, RegistrationFields, Settings, Theme } from '@casino/schemas/types';
import {
  type AccessCapabilities,
  type AccountCapabilities,
  accessCapabilities,
  accountCapabilities,
  type CashierCapabilities,
  cashierCapabilities,
  type RegistrationCapabilities,
  type ResponsibleGamingCapabilities,
  type RewardsCapabilities,
  registrationCapabilities,
  responsibleGamingCapabilities,
  rewardsCapabilities,
  type SessionCapabilities,
  type SocialCapabilities,
  sessionCapabilities,
  socialCapabilities,
  type TrackingCapabilities,
  trackingCapabilities,
} from './capabilities/index.ts';
import type { ValidationIssue } from './issues.ts';
import { issuesFromSchemaErrors, type SchemaValidator } from './issues.ts';
import type { NavigationSystem } from './pages.ts';
import { buildRouteTable, type RouteTable } from './routes.ts';
import {
  brandSettingsLayer,
  mergeSettings,
  salvageSettings,
  settingsDefaults,
  splitUnknownSettings,
} from './settings.ts';
import type { Checked, Validators } from './validation.ts';

export interface AppConfig {
  brandId: string;
  brandName: string;
  /** The theme whose tokens style the site: settings2 `theme` when it names a known theme. */
  theme: Theme;
  navigationSystem: NavigationSystem;
  routes: RouteTable;
  navigation: Navigation;
  locales: Brand['locales'];
  assets: Brand['assets'];
  // What each domain may do, decided once from the settings and the brand's features.
  registration: RegistrationCapabilities;
  account: AccountCapabilities;
  access: AccessCapabilities;
  cashier: CashierCapabilities;
  rewards: RewardsCapabilities;
  responsibleGaming: ResponsibleGamingCapabilities;
  social: SocialCapabilities;
  session: SessionCapabilities;
  tracking: TrackingCapabilities;
  /**
   * Things worth logging that did not stop the site: unknown settings2 fields, a settings2 field
   * of the wrong type (the brand's value or the schema default is used instead), an unknown theme.
   */
  warnings: string[];
}

export interface ConfigError {
  kind: 'invalid-brand' | 'invalid-settings' | 'invalid-registration-fields';
  /** Where the bad data came from: 'brand.json', 'settings2', 'local settings', 'registration fields'. */
  source: string;
  issues: ValidationIssue[];
}

export type AppConfigResult =
  | {
      ok: true;
      config: AppConfig;
      /**
       * The operator's layer (settings2 or local settings) after validation: only known fields
       * that passed. An app server that built the config hands this to the browser with the page,
       * so the browser builds the same config with `settingsCheckedUpstream` and no schema code.
       */
      checkedSettings: Settings;
    }
  | { ok: false; error: ConfigError };

export interface AppConfigValidators extends Omit<Validators, 'brand'> {
  /** Needed only when `registrationFields` (the server's answer) is given. */
  registrationFields?: SchemaValidator;
  /**
   * Checks brand.json (schema and semantic rules), e.g. `(data) => checkBrand(validators, data)`.
   * Leave it out where the brand was validated when it was built (the app's build runs brand
   * validation and fails on an invalid brand): browsers then carry neither the work nor the code.
   */
  brand?: (data: unknown) => Checked<Brand>;
}

export interface AppConfigInput {
  brand: unknown;
  /** GET /api/core/casino/settings2 answer. */
  settings2?: unknown;
  /** Local environment settings: when given they replace settings2 entirely (spec 7). */
  localSettings?: unknown;
  /** GET /api/admin/get-registration-fields answer: wins per field over the brand's map. */
  registrationFields?: unknown;
  /** Tokens of another theme by name, for settings2 `theme` naming another brand's look. */
  themeByName?: (name: string) => Theme | undefined;
  validators: AppConfigValidators;
}

export function buildAppConfig(input: AppConfigInput): AppConfigResult {
  let brand: Brand;
  if (input.validators.brand) {
    const brandCheck = input.validators.brand(input.brand);
    if (!brandCheck.ok)
      return { ok: false, error: { kind: 'invalid-brand', source: 'brand.json', issues: brandCheck.issues } };
    brand = brandCheck.value;
  } else brand = input.brand as Brand;
  const warnings: string[] = [];

  const liveSource = input.localSettings !== undefined ? 'local settings' : 'settings2';
  // `undefined` means not fetched (brand defaults apply); `null` from a server is a broken answer.
  const liveRaw =
    input.localSettings !== undefined
      ? input.localSettings
      : input.settings2 !== undefined
        ? input.settings2
        : {};
  if (typeof liveRaw !== 'object' || liveRaw === null || Array.isArray(liveRaw)) {
    return {
      ok: false,
      error: {
        kind: 'invalid-settings',
        source: liveSource,
        issues: [{ pointer: '', rule: 'type', message: 'must be object' }],
      },
    };
  }
  const { known, unknownKeys } = splitUnknownSettings(liveRaw as Record<string, unknown>);
  if (unknownKeys.length) warnings.push(`${liveSource}: ignored unknown fields ${unknownKeys.join(', ')}`);
  // One bad field must not take the site down: it is dropped (the brand's value or the schema
  // default applies) and reported; only a settings2 that is not an object at all is unusable.
  const live = salvageSettings(input.validators, known);
  for (const { field, issues } of live.dropped)
    warnings.push(
      `${liveSource}: ignored ${field || 'all fields'} (${issues.map((issue) => `${issue.pointer || '/'} ${issue.message}`).join('; ')}); the brand's value or the default applies`,
    );

  const settings = mergeSettings(settingsDefaults(), brandSettingsLayer(brand), live.settings);
  const navigationSystem = settings.navigationSystem ?? 'basic';

  let serverFields: RegistrationFields = {};
  if (input.registrationFields !== undefined) {
    const validate = input.validators.registrationFields;
    if (!validate) throw new TypeError('buildAppConfig: registrationFields given without its validator');
    if (!validate(input.registrationFields)) {
      return {
        ok: false,
        error: {
          kind: 'invalid-registration-fields',
          source: 'registration fields',
          issues: issuesFromSchemaErrors(validate.errors),
        },
      };
    }
    serverFields = input.registrationFields as RegistrationFields;
  }
  let theme = brand.theme;
  if (settings.theme && settings.theme !== brand.id) {
    const named = input.themeByName?.(settings.theme);
    if (named) theme = named;
    else
      warnings.push(`settings2: theme "${settings.theme}" is not a known brand theme; using "${brand.id}"`);
  }

  const config: AppConfig = {
    brandId: brand.id,
    brandName: settings.brandName ?? brand.name,
    theme,
    navigationSystem,
    routes: buildRouteTable(navigationSystem, brand.pageUrls, settings.pageUrlSetup ?? []),
    navigation: { ...brand.navigation, system: navigationSystem },
    locales: brand.locales,
    assets: brand.assets,
    registration: registrationCapabilities(settings, brand.registrationFields, serverFields),
    account: accountCapabilities(settings),
    access: accessCapabilities(settings),
    cashier: cashierCapabilities(settings),
    rewards: rewardsCapabilities(settings, brand.features, brand.publicUrl),
    responsibleGaming: responsibleGamingCapabilities(settings),
    social: socialCapabilities(settings, brand.features),
    session: sessionCapabilities(settings),
    tracking: trackingCapabilities(settings),
    warnings,
  };
  return { ok: true, config, checkedSettings: live.settings };
}
