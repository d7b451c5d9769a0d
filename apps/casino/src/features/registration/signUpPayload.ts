// Spec 3 "Sign-up payload": the form fields plus preferredLanguage, dateOfBirth, username (from the
// e-mail), uniqueKey (the e-mail), userUUID, gender 'Not to say', cpnc, mkt, userDeviceType,
// mirrorDomainFk, screenResolution, uidToken, firstUrl, linkAccount, linkedAccountUuid (with the
// partner's linkedAccountExpires and linkedAccountSignature), countryCode, currencyCode,
// newsLetter, subscribe. Pure, so the exact shape is unit-tested.
import { callingCodeDigits } from '../../core/rules/index.ts';
import type { DeviceType } from './mirror.ts';
import { type FieldMap, isShown } from './registrationFields.ts';

export type RegistrationMethod = 'email' | 'phone' | 'oneClick';

export interface RegistrationValues {
  email: string;
  phoneCode: string;
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  countryCode: string;
  currencyCode: string;
  city: string;
  address: string;
  zipCode: string;
  nickname: string;
  promoCode: string;
  newsLetter: boolean;
  terms: boolean;
}

export const emptyRegistration = (overrides: Partial<RegistrationValues> = {}): RegistrationValues => ({
  email: '',
  phoneCode: '',
  phone: '',
  password: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  countryCode: '',
  currencyCode: '',
  city: '',
  address: '',
  zipCode: '',
  nickname: '',
  promoCode: '',
  newsLetter: false,
  terms: false,
  ...overrides,
});

export interface SignUpContext {
  method: RegistrationMethod;
  fields: FieldMap;
  preferredLanguage: string;
  userDeviceType: DeviceType;
  screenResolution: string;
  cpnc: string | null;
  mkt: string | null;
  uidToken: string | null;
  firstUrl: string | null;
  mirrorDomainFk: number | null;
  /** The visitor's country from get-location, when the form has no country field. */
  detectedCountry: string | null;
  userUUID: string;
  /** Linked sign-up (spec 4): the partner account this one is created from. */
  linkedAccountUuid?: string | null;
  /**
   * The partner's proof of linkedAccountUuid, passed through from the link as it came: expiry
   * (Unix seconds) and HMAC signature. The back end verifies it; the browser cannot.
   */
  linkedAccountProof?: { expires: string | null; signature: string | null };
}

export type SignUpPayload = Record<string, string | number | boolean | null>;

/** The fields a form shows and sends by their own names when filled in. */
const optionalTextFields = [
  'firstName',
  'lastName',
  'city',
  'address',
  'zipCode',
  'nickname',
  'promoCode',
] as const;

export function buildSignUpPayload(values: RegistrationValues, context: SignUpContext): SignUpPayload {
  const payload: SignUpPayload = {};
  const email = values.email.trim();
  if (context.method === 'email') {
    payload.email = email;
    payload.username = email.split('@')[0] ?? email;
    payload.uniqueKey = email;
  }
  if (
    context.method === 'phone' ||
    (context.method === 'email' && values.phone && isShown(context.fields, 'phone'))
  ) {
    if (values.phone) {
      payload.phoneCode = `+${callingCodeDigits(values.phoneCode)}`;
      payload.phone = values.phone;
    }
  }
  if (context.method === 'oneClick') payload.oneClick = true;
  else payload.password = values.password;

  for (const field of optionalTextFields) {
    const value = values[field].trim();
    if (value && isShown(context.fields, field)) payload[field] = value;
  }
  if (values.dateOfBirth) payload.dateOfBirth = values.dateOfBirth;
  const country = values.countryCode || context.detectedCountry;
  if (country) payload.countryCode = country;
  if (values.currencyCode) payload.currencyCode = values.currencyCode;

  payload.preferredLanguage = context.preferredLanguage;
  payload.userUUID = context.userUUID;
  payload.gender = 'Not to say';
  payload.cpnc = context.cpnc;
  payload.mkt = context.mkt;
  payload.userDeviceType = context.userDeviceType;
  payload.screenResolution = context.screenResolution;
  payload.uidToken = context.uidToken;
  payload.firstUrl = context.firstUrl;
  payload.mirrorDomainFk = context.mirrorDomainFk;
  payload.linkAccount = context.linkedAccountUuid !== undefined;
  payload.linkedAccountUuid = context.linkedAccountUuid ?? null;
  if (context.linkedAccountProof) {
    payload.linkedAccountExpires = context.linkedAccountProof.expires;
    payload.linkedAccountSignature = context.linkedAccountProof.signature;
  }
  // A 1-click account has no e-mail or phone to send news to, so its form offers none (a tick
  // left from another tab does not count).
  const newsLetter = context.method !== 'oneClick' && values.newsLetter;
  payload.newsLetter = newsLetter;
  // The spec lists subscribe beside newsLetter without telling them apart: one checkbox answers both.
  payload.subscribe = newsLetter;
  payload.terms = values.terms;
  return payload;
}
