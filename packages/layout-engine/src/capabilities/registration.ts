// Registration, password reset and profile: how a player signs up and which password they may set.
// The password policy here is the only one the front end has (registration, reset and the
// profile's password change all read `config.registration.password`).
import {
  DEFAULT_PASSWORD_MIN,
  PASSWORD_MAX,
  type PasswordPolicy,
  passwordPolicy as sharedPasswordPolicy,
} from '@casino/schemas/account-rules';
import type { RegistrationFields, Settings } from '@casino/schemas/types';

export type RegistrationField = keyof RegistrationFields;
export type FieldVisibility = 'hidden' | 'optional' | 'required';
export type MirrorDomain = NonNullable<Settings['mirrorDomain']>[number];

export type { PasswordPolicy };

export interface RegistrationCapabilities {
  /** Sign-up by e-mail, by phone, or either (the player chooses). */
  mode: NonNullable<Settings['emailPhoneRegistration']>;
  /** Sign-up without a password; the credentials screen follows. */
  oneClick: boolean;
  fields: Record<RegistrationField, FieldVisibility>;
  password: PasswordPolicy;
  /** Mirror domains with their own registration rules (the current origin picks one). */
  mirrorDomains: MirrorDomain[];
  /** The currency the form preselects when the player's country has none the brand offers. */
  defaultCurrency: string;
  /** The currencies the brand offers, in its order; null: every currency the server lists. */
  offeredCurrencies: string[] | null;
}

/** spec 5 / 9: passwords are 6 (default) to 255 characters. */
export const PASSWORD_MIN_LENGTH_DEFAULT = DEFAULT_PASSWORD_MIN;
export const PASSWORD_MAX_LENGTH = PASSWORD_MAX;
/** spec 9: the currency used when none is known. */
export const FALLBACK_CURRENCY = 'EUR';

/** spec 3: the registration form's fields when neither the brand nor the server says otherwise. */
export const defaultRegistrationFields: Record<RegistrationField, 0 | 1 | 2> = {
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

/**
 * spec 5: the configured minimum (never below 6, never above the maximum) and the content rules;
 * the same function the reference back end enforces (@casino/schemas/account-rules).
 */
export function passwordPolicy(settings: Settings = {}): PasswordPolicy {
  return sharedPasswordPolicy(settings);
}

/** Field visibility: spec defaults < the brand's map < the server's answer, per field. */
export function registrationCapabilities(
  settings: Settings,
  brandFields: RegistrationFields = {},
  serverFields: RegistrationFields = {},
): RegistrationCapabilities {
  return {
    mode: settings.emailPhoneRegistration ?? 'email',
    oneClick: settings.use1ClickRegistration ?? false,
    fields: {
      ...(fieldVisibility(defaultRegistrationFields) as Record<RegistrationField, FieldVisibility>),
      ...fieldVisibility(brandFields),
      ...fieldVisibility(serverFields),
    },
    password: passwordPolicy(settings),
    mirrorDomains: settings.mirrorDomain ?? [],
    defaultCurrency: settings.defaultCurrency ?? FALLBACK_CURRENCY,
    offeredCurrencies: settings.offeredCurrencies ?? null,
  };
}
