// Rules that protect players and the operator and must hold on the server, whatever the browser
// does. Each is a precondition a route calls with one line, so the routes' own logic stays apart.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from './auth.ts';
import type { Brand } from './brands.ts';
import type { Ctx } from './context.ts';
import { fail } from './errors.ts';
import { brandSettings, callerCountry, playerSettings } from './routes/common.ts';

/** The date of birth a back office stores when none was given (spec 5): it must be corrected. */
export const PLACEHOLDER_DOB = '1900-01-01';
export const ADULT_AGE = 18;

export function ageOn(dob: string, now: Date): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--;
  return age;
}

/**
 * Money and real play need an adult on record: a missing or placeholder date of birth is
 * DOB_REQUIRED (the profile must be completed first), an under-18 one UNDERAGE.
 */
export function refuseUnlessAdultOnRecord(ctx: Ctx, user: Pick<UserRow, 'date_of_birth'>): void {
  const dob = user.date_of_birth;
  if (!dob || dob === PLACEHOLDER_DOB)
    fail('DOB_REQUIRED', 'Please add your date of birth to your profile first', 'dateOfBirth');
  if (ageOn(dob as string, ctx.clock.now()) < ADULT_AGE)
    fail('UNDERAGE', `You must be at least ${ADULT_AGE} years old`, 'dateOfBirth');
}

/**
 * The brand's excludedCountryCodeList on the server: the caller's country (and any other country
 * the request declares, e.g. the sign-up's countryCode) must not be excluded. The browser's
 * `whitelisted=1` only hides the notice; nothing here reads it. The brand is the caller's to
 * name: the player's account brand (playerBrand) once signed in, the site's (guestBrand) before.
 */
export async function refuseExcludedCountry(
  ctx: Ctx,
  req: FastifyRequest,
  brand: Brand,
  declared: (string | null | undefined)[] = [],
): Promise<void> {
  const excluded = (await brandSettings(ctx, brand.id)).excludedCountryCodeList;
  if (!Array.isArray(excluded) || excluded.length === 0) return;
  for (const country of [callerCountry(ctx, req), ...declared])
    if (country && excluded.includes(country))
      fail('COUNTRY_BLOCKED', 'This site is not available in your country', undefined, { country });
}

/**
 * The player's brand setting withdrawalRequiresKyc: withdrawals only once KYC is APPROVED
 * (KYC_REQUIRED). The account's brand decides, never the request (issue 32).
 */
export async function refuseWithdrawalWithoutKyc(
  ctx: Ctx,
  user: Pick<UserRow, 'kyc_status' | 'brand'>,
): Promise<void> {
  const settings = await playerSettings(ctx, user);
  if (settings.withdrawalRequiresKyc === true && user.kyc_status !== 'APPROVED')
    fail('KYC_REQUIRED', 'Verify your identity before withdrawing', undefined, {
      kycStatus: user.kyc_status,
    });
}

export type SignUpMode = 'email' | 'phone' | 'oneClick';

/** Fields of the sign-up body that get-registration-fields can make required (value 2). */
const PROFILE_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'address', 'city', 'zipCode', 'nickname'];

/**
 * The brand's registrationFields (0 hidden, 1 optional, 2 required), enforced exactly as the
 * registration form does: profile fields are asked only outside 1-click sign-up, country and
 * currency always, the phone in e-mail mode when required (phone mode always needs it anyway).
 */
export function refuseMissingRegistrationFields(
  fields: Record<string, number>,
  mode: SignUpMode,
  body: Record<string, unknown>,
): void {
  const missing = (field: string) => {
    const value = body[field];
    return typeof value !== 'string' || value.trim() === '';
  };
  const required = [
    ...(mode === 'oneClick' ? [] : PROFILE_FIELDS),
    ...(mode === 'email' ? ['phone'] : []),
    'countryCode',
    'currencyCode',
  ].filter((field) => fields[field] === 2);
  for (const field of required)
    if (missing(field)) fail('VALIDATION_ERROR', 'Required', field, { rule: 'registrationFields' });
}

/** The message a partner signs for a linked sign-up: `<uuid>.<expiry in Unix seconds>`. */
export const linkedSignupMessage = (uuid: string, expires: number | string): string => `${uuid}.${expires}`;

/** HMAC-SHA256 (hex) of the linked sign-up message with the partner key. */
export const signLinkedAccount = (key: string, uuid: string, expires: number | string): string =>
  createHmac('sha256', key).update(linkedSignupMessage(uuid, expires)).digest('hex');

/**
 * A linked sign-up proves its partner account: linkedAccountUuid comes with linkedAccountExpires
 * (Unix seconds) and linkedAccountSignature = HMAC-SHA256(LINKED_SIGNUP_KEY, "<uuid>.<expires>").
 * LINKED_SIGNATURE_INVALID for a missing or wrong signature (or no key configured),
 * LINKED_SIGNATURE_EXPIRED once the expiry has passed.
 */
export function verifyLinkedSignup(
  key: string | undefined,
  body: { linkedAccountUuid?: unknown; linkedAccountExpires?: unknown; linkedAccountSignature?: unknown },
  now: Date,
): string {
  const uuid = body.linkedAccountUuid;
  const expires = body.linkedAccountExpires;
  const signature = body.linkedAccountSignature;
  if (typeof uuid !== 'string' || !uuid)
    return fail('LINKED_SIGNATURE_INVALID', 'The partner link is incomplete', 'linkedAccountUuid');
  const expiresText = typeof expires === 'number' || typeof expires === 'string' ? String(expires) : '';
  if (
    !key ||
    !/^\d{1,12}$/.test(expiresText) ||
    typeof signature !== 'string' ||
    !/^[0-9a-f]{64}$/i.test(signature)
  )
    return fail('LINKED_SIGNATURE_INVALID', 'The partner link is not valid', 'linkedAccountUuid');
  const want = Buffer.from(signLinkedAccount(key, uuid, expiresText), 'hex');
  if (!timingSafeEqual(want, Buffer.from(signature, 'hex')))
    return fail('LINKED_SIGNATURE_INVALID', 'The partner link is not valid', 'linkedAccountUuid');
  if (Number(expiresText) * 1000 <= now.getTime())
    return fail(
      'LINKED_SIGNATURE_EXPIRED',
      'The partner link has expired; open it again from the partner site',
      'linkedAccountUuid',
      {
        expiredAt: new Date(Number(expiresText) * 1000).toISOString(),
      },
    );
  return uuid;
}
