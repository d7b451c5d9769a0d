// settings2 + brand.json → AppConfig: the only object features read. A feature asks the config
// for a capability ("accumulator card?", "navigation system?"), never which brand it is in.
import type { Brand, Navigation, RegistrationFields, Settings, Theme } from '@casino/schemas/types';
import { brandStyleSheet, themeToCssVariables } from '@casino/ui/tokens';
import type { ValidationIssue } from './issues.ts';
import { issuesFromSchemaErrors, type SchemaValidator } from './issues.ts';
import type { NavigationSystem } from './pages.ts';
import { buildRouteTable, type RouteTable } from './routes.ts';
import {
  brandSettingsLayer,
  inactivityTimeoutMs,
  mergeSettings,
  settingsDefaults,
  splitUnknownSettings,
} from './settings.ts';
import { type Checked, checkSettings, type Validators } from './validation.ts';

export type RegistrationField = keyof RegistrationFields;
export type FieldVisibility = 'hidden' | 'optional' | 'required';

export interface AppConfig {
  brandId: string;
  brandName: string;
  /** The theme whose tokens style the site: settings2 `theme` when it names a known theme. */
  themeName: string;
  theme: Theme;
  /** CSS custom properties of the theme, scoped by `[data-brand="<brandId>"]`. */
  cssText: string;
  cssVariables: Record<string, string>;
  navigationSystem: NavigationSystem;
  routes: RouteTable;
  navigation: Navigation;
  registration: {
    mode: NonNullable<Settings['emailPhoneRegistration']>;
    oneClick: boolean;
    fields: Record<RegistrationField, FieldVisibility>;
    password: {
      minLength: number;
      maxLength: number;
      needSpecialCharacter: boolean;
      needNumbers: boolean;
      needUppercase: boolean;
    };
  };
  flags: {
    accumulatorCard: boolean;
    betFeed: boolean;
    tournaments: boolean;
    referAFriend: boolean;
    liveChat: boolean;
    bonusCalendar: boolean;
    rakebackCalendar: boolean;
    kycBeforeDeposit: boolean;
    depositWithoutAddress: boolean;
    depositShowsAllFields: boolean;
    multiWallet: boolean;
    /** Profile update requires country, city, zip and address (spec 5 all-fields mode). */
    allFieldsProfile: boolean;
  };
  session: { inactivityTimeoutMs: number };
  locales: Brand['locales'];
  assets: Brand['assets'];
  /** The merged settings, for the few values that are plain data (affiliate key, excluded countries…). */
  settings: Settings;
  /** Things worth logging that did not stop the site (unknown settings2 fields, unknown theme). */
  warnings: string[];
}

export interface ConfigError {
  kind: 'invalid-brand' | 'invalid-settings' | 'invalid-registration-fields';
  /** Where the bad data came from: 'brand.json', 'settings2', 'local settings', 'registration fields'. */
  source: string;
  issues: ValidationIssue[];
}

export type AppConfigResult = { ok: true; config: AppConfig } | { ok: false; error: ConfigError };

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

/** spec 3: the registration form's fields when neither the brand nor the server says otherwise. */
const defaultRegistrationFields: Record<RegistrationField, 0 | 1 | 2> = {
  email: 2,
  phone: 1,
  password: 2,
  firstName: 0,
  lastName: 0,
  dateOfBirth: 2,
  countryCode: 2,
  currencyCode: 2,
  city: 0,
  address: 0,
  zipCode: 0,
  nickname: 0,
  promoCode: 1,
  newsLetter: 1,
};
const visibilityNames = ['hidden', 'optional', 'required'] as const;

/** Registration field levels (0 hidden, 1 optional, 2 required) as visibility names. */
export function fieldVisibility(
  levels: RegistrationFields,
): Partial<Record<RegistrationField, FieldVisibility>> {
  return Object.fromEntries(
    Object.entries(levels).map(([field, level]) => [field, visibilityNames[level as 0 | 1 | 2]]),
  ) as Partial<Record<RegistrationField, FieldVisibility>>;
}
/** spec 5 / 9: passwords are at most 255 characters. */
const passwordMaxLength = 255;

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
  const liveCheck = checkSettings(input.validators, known);
  if (!liveCheck.ok)
    return { ok: false, error: { kind: 'invalid-settings', source: liveSource, issues: liveCheck.issues } };

  const settings = mergeSettings(settingsDefaults(), brandSettingsLayer(brand), liveCheck.value);
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
  const fields = {
    ...(fieldVisibility(defaultRegistrationFields) as Record<RegistrationField, FieldVisibility>),
    ...fieldVisibility(brand.registrationFields ?? {}),
    ...fieldVisibility(serverFields),
  };

  let themeName = brand.id;
  let theme = brand.theme;
  if (settings.theme && settings.theme !== brand.id) {
    const named = input.themeByName?.(settings.theme);
    if (named) {
      themeName = settings.theme;
      theme = named;
    } else
      warnings.push(`settings2: theme "${settings.theme}" is not a known brand theme; using "${brand.id}"`);
  }

  const config: AppConfig = {
    brandId: brand.id,
    brandName: settings.brandName ?? brand.name,
    themeName,
    theme,
    cssText: brandStyleSheet(brand.id, theme),
    cssVariables: themeToCssVariables(theme),
    navigationSystem,
    routes: buildRouteTable(navigationSystem, brand.pageUrls, settings.pageUrlSetup ?? []),
    navigation: { ...brand.navigation, system: navigationSystem },
    registration: {
      mode: settings.emailPhoneRegistration ?? 'email',
      oneClick: settings.use1ClickRegistration ?? false,
      fields,
      password: {
        minLength: settings.passwordMinLength ?? 6,
        maxLength: passwordMaxLength,
        needSpecialCharacter: settings.passwordNeedSpecialCharacter ?? false,
        needNumbers: settings.passwordNeedNumbers ?? false,
        needUppercase: settings.passwordNeedUppercase ?? false,
      },
    },
    flags: {
      accumulatorCard: brand.features.accumulatorCard,
      betFeed: brand.features.betFeed ?? true,
      tournaments: brand.features.tournaments ?? true,
      referAFriend: brand.features.referAFriend ?? true,
      liveChat: settings.showLiveChat ?? false,
      bonusCalendar: settings.showProfileCalendar ?? true,
      rakebackCalendar: settings.showRakebackCalendar ?? true,
      kycBeforeDeposit: settings.allowKYCBeforeDeposit ?? false,
      depositWithoutAddress: settings.allowDepWithoutAddress ?? true,
      depositShowsAllFields: settings.onDepositShowAllField ?? false,
      multiWallet: settings.useMultiWallet ?? false,
      allFieldsProfile: settings.formFieldsValidation ?? false,
    },
    session: { inactivityTimeoutMs: inactivityTimeoutMs(settings.inactivitySessionTimeout) },
    locales: brand.locales,
    assets: brand.assets,
    settings,
    warnings,
  };
  return { ok: true, config };
}
