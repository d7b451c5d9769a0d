import { randomBytes } from 'node:crypto';
import { brokenPasswordRule, passwordPolicy } from '@casino/schemas/account-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { errorResponses } from '../app.ts';
import { bearerToken, optionalSession, refuseSession, requireSession, type UserRow } from '../auth.ts';
import type { Ctx } from '../context.ts';
import { dummyPasswordHash, hashPassword, needsRehash, newToken, sha256, verifyPassword } from '../crypto.ts';
import { ApiError, fail } from '../errors.ts';
import { claimLoginAttempt, clearLoginAttempts, shouldNotifyOwner } from '../login-delays.ts';
import { queueMail } from '../mail.ts';
import { parseWebVital, WEB_VITALS_EVENT } from '../metrics.ts';
import {
  ageOn,
  refuseExcludedCountry,
  refuseMissingRegistrationFields,
  verifyLinkedSignup,
} from '../player-rules.ts';
import { rateLimiter } from '../rateLimits.ts';
import {
  anyObj,
  arr,
  body,
  bool,
  data,
  dateTime,
  errorBody,
  int,
  nullable,
  num,
  obj,
  okMessage,
  query,
  str,
} from '../schema.ts';
import { userDetailsForToken, userDetailsSchema } from '../services.ts';
import {
  documentTypeOf,
  LOG_EVENT_DATA_MAX_BYTES,
  MAX_DOCUMENT_BASE64,
  MAX_DOCUMENT_BYTES,
  UPLOAD_QUOTA,
} from '../uploads.ts';
import { bearer, brandSettings, callerCountry, guestBrand, playerBrand, playerSettings } from './common.ts';

const EMAIL = '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const GENDERS = ['Not to say', 'Male', 'Female'];

/** The brand's password rules, exactly as the browser applies them (@casino/schemas/account-rules). */
export function checkPassword(password: string, settings: Record<string, unknown>, field = 'password'): void {
  const policy = passwordPolicy(settings);
  const broken = brokenPasswordRule(password, policy);
  if (!broken) return;
  const refusals = {
    required: ['Required', { rule: 'required' }],
    length: [
      `Must be at least ${policy.minLength} characters`,
      { rule: 'invalid.password.length', min: policy.minLength },
    ],
    max: [`Must be ${policy.maxLength} characters or less`, { rule: 'invalid.password.max' }],
    numbers: ['Must contain numbers', { rule: 'numbers' }],
    special: ['Must contain at least 1 special character', { rule: 'special' }],
    uppercase: ['Must contain at least one uppercase character', { rule: 'uppercase' }],
  } as const;
  const [message, details] = refusals[broken];
  fail('INVALID_PASSWORD', message, field, { ...details });
}

/** A PostgreSQL unique violation (two requests raced past the check), mapped to the refusal. */
function uniqueViolation(error: unknown): ApiError | undefined {
  const e = error as { code?: string; message?: string; constraint?: string };
  if (e?.code !== '23505') return undefined;
  const what = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (what.includes('users_phone'))
    return new ApiError('PHONE_EXISTS', 'An account with this phone already exists', 'phone');
  if (what.includes('email'))
    return new ApiError('EMAIL_EXISTS', 'An account with this e-mail already exists', 'email');
  return undefined;
}

/** Phone codes are stored with their plus sign, so +356 and 356 are the same phone. */
const normalPhoneCode = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/**
 * A phone as stored: the country calling code and the national number of its E.164 form. A number
 * libphonenumber can read is taken apart by it (a national trunk prefix, "+44 07700…", goes);
 * else the digits are kept as given. Either way users.phone_e164 (code + number) is unique.
 */
function e164Parts(code: string, national: string): { code: string; national: string } {
  const parsed = parsePhoneNumberFromString(`${normalPhoneCode(code)}${national}`);
  if (parsed && `+${parsed.countryCallingCode}` === normalPhoneCode(code))
    return { code: normalPhoneCode(code), national: parsed.nationalNumber };
  return { code: normalPhoneCode(code), national };
}

/** A login that is a phone number, in E.164 ("+356 2123 4567" → "+35621234567"); else undefined. */
function loginPhone(login: string): string | undefined {
  const compact = login.replace(/[\s().-]/g, '');
  return /^\+?\d{6,15}$/.test(compact) ? `+${compact.replace(/^\+/, '')}` : undefined;
}

// send-credentials is open this long after a 1-click sign-up, once.
const CREDENTIALS_WINDOW_MS = 15 * 60_000;

interface MirrorEntry {
  url: string;
  domainId: number;
  loginOff?: boolean;
  settings?: {
    registrationConfigs?: {
      country: string;
      timeWindows: { from: string; to: string; deviceType: string }[];
    }[];
  };
}

/**
 * Spec 6: a mirror domain may restrict registration by country, device type and time window (UTC).
 * The mirror is the entry whose domainId is the sign-up's mirrorDomainFk, or whose url is the
 * request's Origin. A country without a config is open; a config with no window is closed.
 * Returns the refusal details, or undefined when registration is open.
 */
export function mirrorRegistrationClosed(
  settings: Record<string, unknown>,
  mirrorDomainFk: unknown,
  origin: string | undefined,
  country: string,
  deviceType: string,
  now: Date,
): Record<string, unknown> | undefined {
  const entries = Array.isArray(settings.mirrorDomain) ? (settings.mirrorDomain as MirrorEntry[]) : [];
  const mirror = entries.find(
    (m) =>
      (typeof mirrorDomainFk === 'number' && m.domainId === mirrorDomainFk) ||
      (origin && m.url.replace(/\/$/, '') === origin),
  );
  const config = mirror?.settings?.registrationConfigs?.find((c) => c.country === country);
  if (!mirror || !config) return undefined;
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const open = config.timeWindows.some((w) => {
    if (w.deviceType !== 'all' && w.deviceType !== deviceType) return false;
    const from = toMin(w.from);
    const to = toMin(w.to);
    return from <= to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
  });
  return open ? undefined : { domainId: mirror.domainId, country, deviceType };
}

async function createSession(ctx: Ctx, req: FastifyRequest, userId: number): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.query(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at, ip, location, last_seen_at) VALUES ($1, $2, $3, $4, $5, $6, $3)',
    [
      sha256(token),
      userId,
      now,
      new Date(now.getTime() + ctx.config.tokenTtlSeconds * 1000),
      req.ip,
      callerCountry(ctx, req),
    ],
  );
  return token;
}

async function sendVerification(ctx: Ctx, user: { id: number; email: string | null }): Promise<void> {
  if (!user.email) return;
  const token = randomBytes(16).toString('hex');
  // Only the token's hash is stored: a read of the users table cannot verify anybody's e-mail.
  await ctx.db.query('UPDATE users SET email_verification_token = $2 WHERE id = $1', [
    user.id,
    `${sha256(token)}:${ctx.clock.now().getTime() + 48 * 3600_000}`,
  ]);
  await queueMail(ctx, ctx.db, {
    to: user.email,
    subject: 'Verify your e-mail',
    body: `Open /api/user/verify-email?token=${token} to verify your e-mail address.`,
    secrets: [token],
  });
}

export function registerAccountRoutes(app: FastifyInstance, ctx: Ctx): void {
  const tags = ['account'];
  const limits = ctx.config.rateLimits;
  const emailOf = (req: FastifyRequest) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() ? `email:${email.trim().toLowerCase()}` : undefined;
  };
  const playerOf = async (req: FastifyRequest) => {
    const session = await optionalSession(ctx, req);
    return session ? `player:${session.user.id}` : undefined;
  };
  const signUpIdentityOf = (req: FastifyRequest) => {
    const b = req.body as { email?: unknown; phoneCode?: unknown; phone?: unknown } | undefined;
    if (typeof b?.phone === 'string' && typeof b.phoneCode === 'string')
      return `phone:${normalPhoneCode(b.phoneCode)}${b.phone}`;
    return emailOf(req);
  };
  const tooMany = {
    429: {
      description:
        'RATE_LIMITED: too many attempts; Retry-After and details.retryAfterSeconds say when to try again',
      ...errorBody,
    },
  };
  // Start the dummy hash now, so the first unknown-account login costs what the others do.
  void dummyPasswordHash();

  app.post(
    '/api/user/login',
    {
      // Per address here; per account, progressive delays in the handler (login-delays.ts).
      preHandler: rateLimiter(app, limits, 'login'),
      schema: {
        tags,
        summary: 'Log in with e-mail (or username) and password',
        body: body(
          {
            email: str({
              minLength: 1,
              maxLength: 255,
              description: 'E-mail or username (1-click accounts)',
            }),
            password: str({ minLength: 1, maxLength: 255 }),
            recaptchaToken: str(),
            afterReg: bool(),
            cpnc: nullable(str()),
            mkt: nullable(str()),
            userDeviceType: str(),
            screenResolution: str(),
            uidToken: nullable(str()),
          },
          ['email', 'password'],
        ),
        response: {
          200: obj({
            accessToken: str(),
            lastLogin: obj({ created_at: dateTime(), ip: nullable(str()), location: nullable(str()) }),
            locale: str(),
            cpnc: nullable(str()),
            userId: int(),
          }),
          ...tooMany,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const b = req.body as {
        email: string;
        password: string;
        cpnc?: string | null;
        recaptchaToken?: string;
      };
      if (
        ctx.config.recaptchaSecret &&
        !(b.recaptchaToken && (await ctx.verifyRecaptcha(b.recaptchaToken, req.ip, 'login')))
      )
        return fail('RECAPTCHA_FAILED', 'reCAPTCHA verification failed', 'recaptchaToken');
      const login = b.email.trim().toLowerCase();
      // Slowed per account, never locked: past a few attempts each one waits a doubling delay.
      const claim = await claimLoginAttempt(ctx, login);
      if (!claim.ok) {
        return fail(
          'RATE_LIMITED',
          `Too many attempts. Try again in ${claim.retryAfterSeconds} seconds.`,
          undefined,
          { retryAfterSeconds: claim.retryAfterSeconds },
        );
      }
      const matches = await ctx.db.query<UserRow>(
        'SELECT * FROM users WHERE lower(email) = $1 OR lower(username) = $1 OR phone_e164 = $2 LIMIT 2',
        [login, loginPhone(login) ?? null],
      );
      // Exactly one account, or none: a login that could name two accounts is refused. Without an
      // account the password is still checked, against a dummy hash, so the answer takes as long
      // as for a wrong password and does not tell which e-mails have accounts.
      // Login is scoped to the site's brand: an account of another brand is answered as no account
      // (its password checked against the dummy hash too), so one brand's site neither opens a
      // session of another brand's player nor tells that the e-mail has an account there.
      const siteBrand = guestBrand(ctx, req).id;
      const match = matches.length === 1 ? matches[0] : undefined;
      const user = match && playerBrand(ctx, match).id === siteBrand ? match : undefined;
      const valid = await verifyPassword(b.password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !valid) {
        // The owner hears once that their logins are being slowed, and what to do if it was not them.
        if (user?.email && (await shouldNotifyOwner(ctx, login, claim.attempts)))
          await queueMail(ctx, ctx.db, {
            to: user.email,
            subject: 'Failed sign-in attempts on your account',
            body: `There were ${claim.attempts} failed sign-in attempts on your account. Sign-ins are slowed for a while (at most ${ctx.config.loginDelayMaxSeconds} seconds between attempts); your account is not locked. If this was not you, change your password.`,
            secrets: [],
          });
        return fail('INVALID_CREDENTIALS', 'Wrong e-mail or password');
      }
      await clearLoginAttempts(ctx, login);
      // Hashes made at an older cost are upgraded while the password is at hand.
      if (needsRehash(user.password_hash))
        await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
          user.id,
          await hashPassword(b.password),
        ]);
      if (user.frozen_until && user.frozen_until > ctx.clock.now())
        return fail('ACCOUNT_FROZEN', 'This account is frozen', undefined, {
          until: user.frozen_until.toISOString(),
        });
      const previous = (
        await ctx.db.query<{ created_at: Date; ip: string | null; location: string | null }>(
          'SELECT created_at, ip, location FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
          [user.id],
        )
      )[0];
      const accessToken = await createSession(ctx, req, user.id);
      if (b.cpnc) await ctx.db.query('UPDATE users SET cpnc = $2 WHERE id = $1', [user.id, b.cpnc]);
      const last = previous ?? { created_at: ctx.clock.now(), ip: req.ip, location: callerCountry(ctx, req) };
      return {
        accessToken,
        lastLogin: { created_at: last.created_at.toISOString(), ip: last.ip, location: last.location },
        locale: user.locale,
        cpnc: b.cpnc ?? user.cpnc,
        userId: user.id,
      };
    },
  );

  app.post(
    '/api/user/sign-up',
    {
      preHandler: rateLimiter(app, limits, 'signUp', signUpIdentityOf),
      schema: {
        tags,
        summary:
          'Register by e-mail, by phone, or 1-click (no e-mail, no password: credentials are generated)',
        description:
          'Mode: 1-click when oneClick=true (brand setting use1ClickRegistration), else e-mail when email is sent, else phone. emailPhoneRegistration decides which modes are open. Password rules come from the brand settings.',
        body: body(
          {
            email: str({ pattern: EMAIL, maxLength: 255 }),
            password: str({ maxLength: 255 }),
            phoneCode: str({ pattern: '^\\+?\\d{1,4}$' }),
            phone: str({ pattern: '^\\d{4,15}$' }),
            oneClick: bool(),
            firstName: str({ maxLength: 255 }),
            lastName: str({ maxLength: 255 }),
            dateOfBirth: str({ pattern: DATE }),
            countryCode: str({ pattern: '^[A-Z]{2}$' }),
            currencyCode: str({ pattern: '^[A-Z0-9]{3,5}$' }),
            preferredLanguage: str(),
            username: str(),
            uniqueKey: str(),
            userUUID: str(),
            gender: str(),
            cpnc: nullable(str()),
            mkt: nullable(str()),
            userDeviceType: str(),
            mirrorDomainFk: nullable(int()),
            screenResolution: str(),
            uidToken: nullable(str()),
            firstUrl: nullable(str()),
            linkAccount: bool({
              description:
                'Linked sign-up: e-mail, first and last name and date of birth are required, the password is optional (without one the player sets it through forgot-password), and the e-mail works whatever emailPhoneRegistration says',
            }),
            linkedAccountUuid: nullable(
              str({ maxLength: 255, description: 'The partner account; one account each' }),
            ),
            linkedAccountExpires: {
              type: ['integer', 'string'],
              pattern: '^\\d{1,12}$',
              maxLength: 12,
              description: 'Linked sign-up: expiry of the partner signature, Unix seconds',
            },
            linkedAccountSignature: nullable(
              str({
                maxLength: 64,
                description:
                  'Linked sign-up: hex HMAC-SHA256 of "<linkedAccountUuid>.<linkedAccountExpires>" with the partner key (LINKED_SIGNUP_KEY). LINKED_SIGNATURE_INVALID / LINKED_SIGNATURE_EXPIRED when it does not verify',
              }),
            ),
            address: str({ maxLength: 255 }),
            newsLetter: bool(),
            subscribe: bool(),
            terms: bool({ description: 'Terms acceptance; anything but true is refused' }),
            referralCode: str(),
          },
          [],
        ),
        response: {
          200: obj({
            accessToken: str(),
            createUser: obj(
              {
                userId: int(),
                uuid: str(),
                username: str(),
                email: nullable(str()),
                phoneCode: nullable(str()),
                phone: nullable(str()),
                currencyCode: str(),
                countryCode: nullable(str()),
                password: str({ description: 'Only for 1-click registration: the generated password' }),
              },
              ['userId', 'uuid', 'username', 'email', 'currencyCode'],
            ),
          }),
          ...tooMany,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const b = req.body as Record<string, string | boolean | number | null | undefined> & {
        email?: string;
        password?: string;
        phoneCode?: string;
        phone?: string;
        oneClick?: boolean;
        dateOfBirth?: string;
        countryCode?: string;
        currencyCode?: string;
        linkAccount?: boolean;
        linkedAccountUuid?: string | null;
        address?: string;
      };
      // The account keeps this brand (users.brand): every rule after sign-up follows it.
      const brand = guestBrand(ctx, req);
      const linked = b.linkAccount === true;
      const settings = await brandSettings(ctx, brand.id);
      const modes = (settings.emailPhoneRegistration as string | undefined) ?? 'email';
      const now = ctx.clock.now();
      const mirrorRule = mirrorRegistrationClosed(
        settings,
        b.mirrorDomainFk,
        req.headers.origin,
        callerCountry(ctx, req),
        String(b.userDeviceType ?? 'desktop'),
        now,
      );
      if (mirrorRule)
        return fail(
          'REGISTRATION_CLOSED',
          'Registration is closed on this site for your country at this time',
          undefined,
          mirrorRule,
        );
      if (b.terms !== true) return fail('VALIDATION_ERROR', 'You must accept the terms', 'terms');
      await refuseExcludedCountry(ctx, req, brand, [b.countryCode]);
      let mode: 'oneClick' | 'email' | 'phone';
      if (b.oneClick) {
        if (!settings.use1ClickRegistration)
          return fail('REGISTRATION_CLOSED', '1-click registration is not enabled', 'oneClick');
        mode = 'oneClick';
      } else if (b.email) mode = 'email';
      else if (b.phone) mode = 'phone';
      else
        return fail(
          'VALIDATION_ERROR',
          modes === 'phone' ? 'Phone is required' : 'E-mail is required',
          modes === 'phone' ? 'phone' : 'email',
        );
      // A linked sign-up (partner-vouched: e-mail whatever the mode, password optional) needs the
      // partner's signature; any other sign-up follows the brand's registration fields.
      const linkedAccountUuid = linked ? verifyLinkedSignup(ctx.config.linkedSignupKey, b, now) : null;
      if (linked) {
        if (mode !== 'email') return fail('VALIDATION_ERROR', 'E-mail is required', 'email');
        for (const field of ['firstName', 'lastName', 'dateOfBirth'] as const)
          if (typeof b[field] !== 'string' || !(b[field] as string).trim())
            return fail('VALIDATION_ERROR', 'Required', field);
        if (
          (
            await ctx.db.query('SELECT 1 FROM users WHERE brand = $1 AND linked_account_uuid = $2', [
              brand.id,
              linkedAccountUuid,
            ])
          ).length
        )
          return fail('LINKED_ACCOUNT_EXISTS', 'This account is already linked', 'linkedAccountUuid');
      }
      if (mode === 'email' && modes === 'phone' && !linked)
        return fail('REGISTRATION_CLOSED', 'This site registers by phone', 'phone');
      if (mode === 'phone' && modes === 'email')
        return fail('REGISTRATION_CLOSED', 'This site registers by e-mail', 'email');
      if (mode === 'phone' && !b.phoneCode)
        return fail('VALIDATION_ERROR', 'Phone code is required', 'phoneCode');
      if (!linked) refuseMissingRegistrationFields(brand.registrationFields, mode, b);
      if (b.dateOfBirth && b.dateOfBirth !== '1900-01-01') {
        const age = ageOn(b.dateOfBirth, now);
        if (age < 18) return fail('DOB_INVALID', 'You must be at least 18 years old', 'dateOfBirth');
        if (age > 120)
          return fail('DOB_INVALID', 'Please check your Date of Birth is correct', 'dateOfBirth');
      }
      let password = b.password;
      let generated: string | undefined;
      if (mode === 'oneClick') {
        generated = `${randomBytes(6).toString('base64url')}A1!`;
        password = generated;
      } else if (linked && !password) {
        // The partner vouches for the player; a password can be set later with forgot-password.
        password = randomBytes(24).toString('base64url');
      } else {
        if (!password) return fail('VALIDATION_ERROR', 'Password is required', 'password');
        checkPassword(password, settings);
      }
      const email = mode === 'email' ? (b.email as string).toLowerCase() : null;
      if (email && (await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = $1', [email])).length)
        return fail('EMAIL_EXISTS', 'An account with this e-mail already exists', 'email');
      const phoneParts = b.phoneCode && b.phone ? e164Parts(b.phoneCode, b.phone) : null;
      const phoneCode = phoneParts?.code ?? (b.phoneCode ? normalPhoneCode(b.phoneCode) : null);
      if (phoneParts) b.phone = phoneParts.national;
      if (
        phoneParts &&
        (
          await ctx.db.query('SELECT 1 FROM users WHERE phone_e164 = $1', [
            `${phoneParts.code}${phoneParts.national}`,
          ])
        ).length
      )
        return fail('PHONE_EXISTS', 'An account with this phone already exists', 'phone');
      const currency = b.currencyCode ?? (settings.defaultCurrency as string | undefined) ?? 'EUR';
      if (!(await ctx.db.query('SELECT 1 FROM currencies WHERE code = $1', [currency])).length)
        return fail('PAYMENT_SERVICE_ERROR', 'The service does not support this currency', 'currencyCode');
      if (
        b.countryCode &&
        !(await ctx.db.query('SELECT 1 FROM countries WHERE code = $1', [b.countryCode])).length
      )
        return fail('VALIDATION_ERROR', 'Unknown country', 'countryCode');
      const uuid = crypto.randomUUID();
      // The default display name says nothing about the player: not the e-mail, not the phone.
      const username = `player${uuid.replace(/-/g, '').slice(0, 10)}`;
      const referrer =
        typeof b.referralCode === 'string'
          ? (
              await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE referral_code = $1', [
                b.referralCode,
              ])
            )[0]?.id
          : undefined;
      const hash = await hashPassword(password as string);
      const user = await ctx.db
        .tx(async (q) => {
          const rows = await q.query<{ id: number }>(
            `INSERT INTO users (uuid, email, username, phone_code, phone, password_hash, first_name, last_name, date_of_birth, gender, country_code,
             currency_code, locale, cpnc, mkt, brand, referral_code, referred_by, created_at, address, linked_account_uuid, credentials_until)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'Not to say', $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) RETURNING id`,
            [
              uuid,
              email,
              username,
              phoneCode,
              b.phone ?? null,
              hash,
              b.firstName ?? null,
              b.lastName ?? null,
              b.dateOfBirth ?? null,
              b.countryCode ?? callerCountry(ctx, req),
              currency,
              typeof b.preferredLanguage === 'string' ? b.preferredLanguage : brand.defaultLocale,
              b.cpnc ?? null,
              b.mkt ?? null,
              brand.id,
              `R${uuid.replace(/-/g, '').slice(0, 10).toUpperCase()}`,
              referrer ?? null,
              now,
              b.address?.trim() || null,
              linkedAccountUuid,
              mode === 'oneClick' ? new Date(now.getTime() + CREDENTIALS_WINDOW_MS) : null,
            ],
          );
          const id = (rows[0] as { id: number }).id;
          await q.query(
            'INSERT INTO wallets (user_id, currency_code, balance, bonus_balance, is_primary) VALUES ($1, $2, 0, 0, true)',
            [id, currency],
          );
          return { id, email };
        })
        .catch((error: unknown) => {
          throw uniqueViolation(error) ?? error;
        });
      await sendVerification(ctx, user);
      const accessToken = await createSession(ctx, req, user.id);
      return {
        accessToken,
        createUser: {
          userId: user.id,
          uuid,
          username,
          email,
          phoneCode,
          phone: b.phone ?? null,
          currencyCode: currency,
          countryCode: b.countryCode ?? callerCountry(ctx, req),
          ...(generated ? { password: generated } : {}),
        },
      };
    },
  );

  app.post(
    '/api/user/logout',
    {
      schema: {
        tags,
        summary: 'Log out: the token stops working',
        security: bearer,
        body: body(
          {
            reason: str({
              enum: [
                'USER_INITIATED',
                'USER_INACTIVITY_TIMEOUT',
                'SESSION_EXPIRED',
                'ACCOUNT_LOCKED',
                'SECURITY_LOGOUT',
                'CONCURRENT_SESSION',
                'SYSTEM_MAINTENANCE',
              ],
            }),
          },
          ['reason'],
        ),
        response: { 200: okMessage, ...errorResponses },
      },
    },
    async (req) => {
      const session = await requireSession(ctx, req);
      const { reason } = req.body as { reason: string };
      await ctx.db.query('UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE token_hash = $1', [
        session.tokenHash,
        ctx.clock.now(),
        reason,
      ]);
      ctx.realtime.drop({ tokenHash: session.tokenHash });
      return { data: { success: true, message: 'Logged out' } };
    },
  );

  app.get(
    '/api/user/get-user-details',
    {
      schema: {
        tags,
        summary: 'The logged-in player: every field of spec 3 "User details"',
        security: bearer,
        response: { 200: userDetailsSchema, ...errorResponses },
      },
    },
    async (req) => {
      const token = bearerToken(req);
      // The live-session check (idle timeout, time limit, its sliding touch) and the answer in one
      // query; the settings are the account brand's.
      return token
        ? await userDetailsForToken(ctx, sha256(token), (user) => playerSettings(ctx, user))
        : refuseSession(undefined);
    },
  );

  // Only a call that checks the current password counts (a profile edit costs no hash).
  const passwordCheckLimit = rateLimiter(app, limits, 'passwordCheck', playerOf);
  app.put(
    '/api/user/update-user-details',
    {
      preHandler: async (req, reply) => {
        const b = req.body as { currentPassword?: unknown; newPassword?: unknown } | undefined;
        if (b?.currentPassword !== undefined || b?.newPassword !== undefined)
          await passwordCheckLimit.call(app, req, reply);
      },
      schema: {
        tags,
        summary: 'Update profile fields or change the password',
        description:
          'Field locks (spec 5) are enforced with FIELD_LOCKED: e-mail once verified, first/last name once set, phone once set, date of birth unless 1900-01-01, country once a date of birth exists, address once KYC is APPROVED. Empty strings mean null. With formFieldsValidation on, country, city, zip and address are required. Password change: currentPassword + newPassword.',
        security: bearer,
        body: body({
          email: nullable(str({ maxLength: 255 })),
          firstName: nullable(str({ maxLength: 255 })),
          lastName: nullable(str({ maxLength: 255 })),
          phoneCode: nullable(str({ maxLength: 6 })),
          phone: nullable(str({ pattern: '^(\\d{0,15})$' })),
          dateOfBirth: nullable(str({ pattern: `(${DATE})|^$` })),
          gender: nullable(str({ enum: [...GENDERS, ''] })),
          countryCode: nullable(str({ maxLength: 2 })),
          city: nullable(str({ maxLength: 255 })),
          address: nullable(str({ maxLength: 255 })),
          zipCode: nullable(str({ maxLength: 32 })),
          nickname: nullable(str({ maxLength: 32 })),
          updateFrom: str({ description: "Where the update comes from: 'Update Form' or 'Profile Page'" }),
          onChangeResetKyc: bool({
            description:
              "Ignored: the brand's onChangeResetKyc setting decides whether a change sends a not yet approved KYC back to NOT_STARTED",
          }),
          currentPassword: str({ maxLength: 255 }),
          newPassword: str({ maxLength: 255 }),
        }),
        response: { 200: okMessage, ...tooMany, ...errorResponses },
      },
    },
    async (req) => {
      const { user, tokenHash } = await requireSession(ctx, req);
      const b = req.body as Record<string, string | null | boolean | undefined>;
      const now = ctx.clock.now();
      const settings = await playerSettings(ctx, user);
      if (b.newPassword !== undefined) {
        if (!b.currentPassword)
          return fail('VALIDATION_ERROR', 'Current password is required', 'currentPassword');
        if (!(await verifyPassword(b.currentPassword as string, user.password_hash)))
          return fail('INVALID_PASSWORD', 'Current password is wrong', 'currentPassword');
        checkPassword(b.newPassword as string, settings, 'newPassword');
        const hash = await hashPassword(b.newPassword as string);
        // Every other session ends (a thief's included); this one stays, so the player is not
        // logged out by their own change.
        const ended = await ctx.db.tx(async (q) => {
          await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
          return q.query<{ token_hash: string }>(
            "UPDATE sessions SET revoked_at = $3, revoke_reason = 'SECURITY_LOGOUT' WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL RETURNING token_hash",
            [user.id, tokenHash, now],
          );
        });
        for (const { token_hash } of ended) ctx.realtime.drop({ tokenHash: token_hash });
        return { data: { success: true, message: 'Password changed successfully' } };
      }
      const fields: Record<string, keyof UserRow> = {
        email: 'email',
        firstName: 'first_name',
        lastName: 'last_name',
        phoneCode: 'phone_code',
        phone: 'phone',
        dateOfBirth: 'date_of_birth',
        gender: 'gender',
        countryCode: 'country_code',
        city: 'city',
        address: 'address',
        zipCode: 'zip_code',
        nickname: 'nickname',
      };
      const changes: Partial<Record<keyof UserRow, string | null>> = {};
      for (const [key, col] of Object.entries(fields)) {
        if (!(key in b)) continue;
        const raw = b[key];
        let value = raw === '' || raw === undefined ? null : (raw as string | null);
        if (key === 'phoneCode' && value) value = normalPhoneCode(value);
        if (value === (user[col] ?? null)) continue;
        changes[col] = value;
      }
      // The stored phone is E.164's parts (users.phone_e164, code + number, is what is unique).
      const newPhone = 'phone' in changes ? changes.phone : user.phone;
      const newCode = 'phone_code' in changes ? changes.phone_code : user.phone_code;
      if (('phone' in changes || 'phone_code' in changes) && newPhone && newCode) {
        const parts = e164Parts(newCode, newPhone);
        if ('phone' in changes || parts.national !== user.phone) changes.phone = parts.national;
      }
      const locked = (field: string, why: string) =>
        fail('FIELD_LOCKED', `${field} cannot be changed: ${why}`, field);
      if ('email' in changes && user.is_email_verified) locked('email', 'the e-mail is verified');
      if ('first_name' in changes && user.first_name) locked('firstName', 'it is already set');
      if ('last_name' in changes && user.last_name) locked('lastName', 'it is already set');
      if (('phone' in changes || 'phone_code' in changes) && user.phone) locked('phone', 'it is already set');
      if ('date_of_birth' in changes && user.date_of_birth && user.date_of_birth !== '1900-01-01')
        locked('dateOfBirth', 'it is already set');
      if ('country_code' in changes && user.date_of_birth && user.date_of_birth !== '1900-01-01')
        locked('countryCode', 'a date of birth exists');
      if ('address' in changes && user.kyc_status === 'APPROVED') locked('address', 'KYC is approved');
      if (changes.date_of_birth) {
        const age = ageOn(changes.date_of_birth, now);
        if (age < 18 || age > 100)
          return fail('DOB_INVALID', 'Please check your Date of Birth is correct', 'dateOfBirth');
      }
      if (changes.email && !new RegExp(EMAIL).test(changes.email))
        return fail('VALIDATION_ERROR', 'Invalid format', 'email');
      // One account per e-mail (whatever its case) and per phone, on a change as at sign-up.
      if (
        changes.email &&
        (
          await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [
            changes.email,
            user.id,
          ])
        ).length
      )
        return fail('EMAIL_EXISTS', 'An account with this e-mail already exists', 'email');
      const phoneAfter = {
        code: 'phone_code' in changes ? changes.phone_code : user.phone_code,
        phone: 'phone' in changes ? changes.phone : user.phone,
      };
      if (
        ('phone' in changes || 'phone_code' in changes) &&
        phoneAfter.phone &&
        (
          await ctx.db.query('SELECT 1 FROM users WHERE phone_code = $1 AND phone = $2 AND id <> $3', [
            phoneAfter.code,
            phoneAfter.phone,
            user.id,
          ])
        ).length
      )
        return fail('PHONE_EXISTS', 'An account with this phone already exists', 'phone');
      if (
        changes.country_code &&
        !(await ctx.db.query('SELECT 1 FROM countries WHERE code = $1', [changes.country_code])).length
      )
        return fail('VALIDATION_ERROR', 'Unknown country', 'countryCode');
      if (settings.formFieldsValidation) {
        const after = { ...user, ...changes } as UserRow;
        for (const [field, col] of [
          ['countryCode', 'country_code'],
          ['city', 'city'],
          ['zipCode', 'zip_code'],
          ['address', 'address'],
        ] as const)
          if (!after[col]) return fail('VALIDATION_ERROR', 'Required', field);
      }
      const cols = Object.keys(changes);
      if (cols.length) {
        const sets = cols.map((c, i) => `${c} = $${i + 2}`);
        if ('email' in changes) sets.push('is_email_verified = false');
        if (settings.onChangeResetKyc === true && user.kyc_status !== 'APPROVED')
          sets.push("kyc_status = 'NOT_STARTED'");
        await ctx.db
          .query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, [
            user.id,
            ...cols.map((c) => changes[c as keyof UserRow]),
          ])
          .catch((error: unknown) => {
            throw uniqueViolation(error) ?? error;
          });
        if ('email' in changes) await sendVerification(ctx, { id: user.id, email: changes.email ?? null });
      }
      return {
        data: { success: true, message: cols.length ? 'Profile updated successfully' : 'Nothing to update' },
      };
    },
  );

  app.get(
    '/api/user/verify-email',
    {
      schema: {
        tags,
        summary:
          'E-mail verification link: redirects to /casino?modal=login, or /?modal=verify-email-expired',
        querystring: query({ token: str({ minLength: 1 }) }, ['token']),
        response: { 302: { description: 'Redirect to the front end' } },
      },
    },
    async (req, reply) => {
      const { token } = req.query as { token: string };
      const rows = await ctx.db.query<{ id: number; email_verification_token: string }>(
        "SELECT id, email_verification_token FROM users WHERE split_part(email_verification_token, ':', 1) = $1",
        [sha256(token)],
      );
      const row = rows[0];
      const expires = row ? Number(row.email_verification_token.split(':')[1]) : 0;
      if (!row || expires < ctx.clock.now().getTime())
        return reply.redirect(`${ctx.config.frontendUrl}/?modal=verify-email-expired`);
      await ctx.db.query(
        'UPDATE users SET is_email_verified = true, email_verification_token = NULL WHERE id = $1',
        [row.id],
      );
      return reply.redirect(`${ctx.config.frontendUrl}/casino?modal=login`);
    },
  );

  app.post(
    '/api/user/resend-verification-email',
    {
      preHandler: rateLimiter(app, limits, 'resendVerification', playerOf),
      schema: {
        tags,
        summary: 'Send the e-mail verification link again',
        security: bearer,
        response: { 200: okMessage, ...tooMany, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      if (!user.email) return fail('VALIDATION_ERROR', 'No e-mail on the account', 'email');
      if (user.is_email_verified) return { data: { success: true, message: 'E-mail already verified' } };
      await sendVerification(ctx, user);
      return { data: { success: true, message: 'Verification e-mail sent' } };
    },
  );

  app.post(
    '/api/user/send-credentials',
    {
      preHandler: rateLimiter(app, limits, 'sendCredentials', playerOf),
      schema: {
        tags,
        summary: 'E-mail the credentials (credentials screen after 1-click registration)',
        description:
          "Only within 15 minutes of a 1-click sign-up, once, and only to the account's own address: an account without an e-mail takes the given one as its (unverified) e-mail; an account with one refuses any other. The password, when sent, must be the account's.",
        security: bearer,
        body: body({ email: str({ pattern: EMAIL, maxLength: 255 }), password: str({ maxLength: 255 }) }),
        response: { 200: okMessage, ...tooMany, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const b = req.body as { email?: string; password?: string };
      const now = ctx.clock.now();
      const closed = () =>
        fail('EMAIL_SEND_FAILED', 'Credentials can only be sent right after a 1-click registration.');
      if (!user.credentials_until || user.credentials_until <= now) return closed();
      const given = b.email?.trim().toLowerCase();
      if (user.email && given && given !== user.email.toLowerCase())
        return fail('VALIDATION_ERROR', "Credentials go only to the account's own e-mail address", 'email');
      const to = user.email ?? given;
      if (!to) return fail('VALIDATION_ERROR', 'E-mail is required', 'email');
      // The mail repeats the generated password only when it is this account's: the call cannot
      // be used to mail arbitrary text.
      if (b.password && !(await verifyPassword(b.password, user.password_hash)))
        return fail('VALIDATION_ERROR', "This is not the account's password", 'password');
      if (!user.email && (await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = $1', [to])).length)
        return fail('EMAIL_EXISTS', 'An account with this e-mail already exists', 'email');
      const sent = await ctx.db
        .tx(async (q) => {
          // Single use: the window closes in the statement that checks it (two racing calls send once).
          const open = await q.query(
            'UPDATE users SET credentials_until = NULL, email = coalesce(email, $3) WHERE id = $1 AND credentials_until > $2 RETURNING id',
            [user.id, now, to],
          );
          if (!open.length) return false;
          await queueMail(ctx, q, {
            to,
            subject: 'Your credentials',
            body: `Username: ${user.username}${b.password ? `\nPassword: ${b.password}` : ''}`,
            secrets: b.password ? [b.password] : [],
          });
          return true;
        })
        .catch((error: unknown) => {
          throw uniqueViolation(error) ?? error;
        });
      if (!sent) return closed();
      return {
        data: { success: true, message: 'Credentials have been sent to your email address successfully!' },
      };
    },
  );

  // Forgotten password: a link with a single-use token that expires after an hour. The answer is the
  // same whether or not the e-mail has an account, so the form cannot be used to find players.
  const RESET_TTL_MS = 60 * 60 * 1000;
  const resetRequested = 'If an account exists for this e-mail, we have sent a link to reset your password.';

  app.post(
    '/api/user/forgot-password',
    {
      preHandler: rateLimiter(app, limits, 'forgotPassword', emailOf),
      schema: {
        tags,
        summary: 'Send a password reset link by e-mail (single use, valid for one hour)',
        description:
          'The link opens the front end at /casino?modal=reset-password&token=…. A new request makes older links stop working. The answer does not say whether the e-mail has an account.',
        body: body({ email: str({ pattern: EMAIL, maxLength: 255 }) }, ['email']),
        response: { 200: okMessage, ...tooMany, ...errorResponses },
      },
    },
    async (req) => {
      const { email } = req.body as { email: string };
      const matches = await ctx.db.query<{ id: number; email: string }>(
        'SELECT id, email FROM users WHERE lower(email) = $1 LIMIT 2',
        [email.trim().toLowerCase()],
      );
      // A reset goes to exactly one account; an address that could name two gets none.
      const user = matches.length === 1 ? matches[0] : undefined;
      if (user) {
        const token = randomBytes(24).toString('base64url');
        const now = ctx.clock.now();
        await ctx.db.tx(async (q) => {
          await q.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
            user.id,
            now,
          ]);
          await q.query(
            'INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
            [sha256(token), user.id, now, new Date(now.getTime() + RESET_TTL_MS)],
          );
          await queueMail(ctx, q, {
            to: user.email,
            subject: 'Reset your password',
            body: `Open ${ctx.config.frontendUrl}/casino?modal=reset-password&token=${token} within one hour to choose a new password. If you did not ask for this, ignore this e-mail.`,
            secrets: [token],
          });
        });
      }
      return { data: { success: true, message: resetRequested } };
    },
  );

  app.post(
    '/api/user/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token of a reset link; every open session ends',
        description:
          'RESET_TOKEN_INVALID when the token is unknown, used or older than one hour. The password follows the brand rules (INVALID_PASSWORD, field password).',
        body: body({ token: str({ minLength: 1, maxLength: 200 }), password: str({ maxLength: 255 }) }, [
          'token',
          'password',
        ]),
        response: { 200: okMessage, ...errorResponses },
      },
    },
    async (req) => {
      const b = req.body as { token: string; password: string };
      const now = ctx.clock.now();
      const reset = (
        await ctx.db.query<{ user_id: number; brand: string | null }>(
          `SELECT r.user_id, u.brand FROM password_resets r JOIN users u ON u.id = r.user_id
            WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2`,
          [sha256(b.token), now],
        )
      )[0];
      if (!reset)
        return fail(
          'RESET_TOKEN_INVALID',
          'This password reset link has expired or was already used.',
          'token',
        );
      checkPassword(b.password, await playerSettings(ctx, reset));
      const hash = await hashPassword(b.password);
      // Marking the token used in the same statement that checks it keeps two concurrent resets
      // from both succeeding.
      const claimed = await ctx.db.tx(async (q) => {
        const used = await q.query(
          'UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING user_id',
          [sha256(b.token), now],
        );
        if (!used.length) return false;
        await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [reset.user_id, hash]);
        await q.query(
          "UPDATE sessions SET revoked_at = $2, revoke_reason = 'SECURITY_LOGOUT' WHERE user_id = $1 AND revoked_at IS NULL",
          [reset.user_id, now],
        );
        return true;
      });
      if (!claimed)
        return fail(
          'RESET_TOKEN_INVALID',
          'This password reset link has expired or was already used.',
          'token',
        );
      ctx.realtime.drop({ userId: reset.user_id });
      return { data: { success: true, message: 'Your password has been reset. You can log in now.' } };
    },
  );

  app.post(
    '/api/user/country-blocked',
    {
      preHandler: rateLimiter(app, limits, 'countryBlocked'),
      schema: {
        tags,
        summary: 'Report a country-blocked visit (recorded once per ip/country/firstUrl)',
        body: body(
          {
            ip: str({ maxLength: 64 }),
            country: str({ maxLength: 64 }),
            firstUrl: nullable(str({ maxLength: 2048 })),
          },
          ['ip', 'country'],
        ),
        response: { 200: data({ recorded: bool() }), ...tooMany, ...errorResponses },
      },
    },
    async (req) => {
      const b = req.body as { ip: string; country: string; firstUrl?: string | null };
      const rows = await ctx.db.query(
        'INSERT INTO country_blocks (ip, country, first_url, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING ip',
        [b.ip, b.country, b.firstUrl ?? '', ctx.clock.now()],
      );
      return { data: { recorded: rows.length > 0 } };
    },
  );

  app.post(
    '/api/user/log-event',
    {
      preHandler: rateLimiter(app, limits, 'logEvent', playerOf),
      schema: {
        tags,
        summary: 'Record an analytics event',
        description: `With a token the event is the player's, and a token that no longer works is refused (403) rather than recorded as a guest's. data and cpncToSent: at most ${LOG_EVENT_DATA_MAX_BYTES} bytes of JSON each (VALIDATION_ERROR).`,
        body: body(
          {
            event: str({ minLength: 1, maxLength: 100 }),
            data: anyObj(),
            mkt: nullable(str()),
            userDeviceType: str(),
            cpncToSent: { type: ['array', 'object', 'string', 'null'] },
          },
          ['event'],
        ),
        response: { 200: data({ success: bool(), id: int() }), ...tooMany, ...errorResponses },
      },
    },
    async (req) => {
      const b = req.body as {
        event: string;
        data?: unknown;
        mkt?: string | null;
        userDeviceType?: string;
        cpncToSent?: unknown;
      };
      const session = bearerToken(req) ? await requireSession(ctx, req) : undefined;
      for (const field of ['data', 'cpncToSent'] as const)
        if (Buffer.byteLength(JSON.stringify(b[field] ?? null)) > LOG_EVENT_DATA_MAX_BYTES)
          return fail('VALIDATION_ERROR', `At most ${LOG_EVENT_DATA_MAX_BYTES} bytes`, field);
      // A visit's Web Vitals (the app's field measurements) also feed the metrics' histograms.
      if (b.event === WEB_VITALS_EVENT) {
        const report = parseWebVital(b.data);
        if (typeof report === 'string') return fail('VALIDATION_ERROR', report, 'data');
        ctx.metrics.observeWebVital(report);
      }
      const rows = await ctx.db.query<{ id: number }>(
        'INSERT INTO events (user_id, event, data, mkt, user_device_type, cpnc, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [
          session?.user.id ?? null,
          b.event,
          JSON.stringify(b.data ?? null),
          b.mkt ?? null,
          b.userDeviceType ?? null,
          JSON.stringify(b.cpncToSent ?? null),
          ctx.clock.now(),
        ],
      );
      return { data: { success: true, id: (rows[0] as { id: number }).id } };
    },
  );

  // ---- documents (KYC) ----
  const docSchema = obj({
    id: int(),
    labelId: int(),
    type: str(),
    status: str({ enum: ['confirmed', 'rejected', 'requested', 'pending'] }),
    fileName: nullable(str()),
    mimeType: nullable(str()),
    size: nullable(int()),
    comment: nullable(str()),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  });
  type DocRow = {
    id: number;
    label_id: number;
    type: string;
    status: string;
    file_name: string | null;
    mime_type: string | null;
    size: number | null;
    comment: string | null;
    created_at: Date;
    updated_at: Date;
  };
  const docView = (d: DocRow) => ({
    id: d.id,
    labelId: d.label_id,
    type: d.type,
    status: d.status,
    fileName: d.file_name,
    mimeType: d.mime_type,
    size: d.size,
    comment: d.comment,
    createdAt: d.created_at.toISOString(),
    updatedAt: d.updated_at.toISOString(),
  });

  app.get(
    '/api/user/get-document-label',
    {
      schema: {
        tags,
        summary:
          'Document types to upload (identity, address, bank statement) with the latest status of each',
        security: bearer,
        response: {
          200: data({
            labels: arr(
              obj({
                id: int(),
                type: str(),
                label: str(),
                description: str(),
                status: str({ enum: ['confirmed', 'rejected', 'requested', 'pending'] }),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const rows = await ctx.db.query<{
        id: number;
        type: string;
        label: string;
        description: string;
        status: string | null;
      }>(
        `SELECT l.*, (SELECT d.status FROM documents d WHERE d.user_id = $1 AND d.label_id = l.id ORDER BY d.id DESC LIMIT 1) AS status
           FROM document_labels l ORDER BY l.sort`,
        [user.id],
      );
      return {
        data: {
          labels: rows.map((r) => ({
            id: r.id,
            type: r.type,
            label: r.label,
            description: r.description,
            status: r.status ?? 'requested',
          })),
        },
      };
    },
  );

  app.get(
    '/api/user/get-documents',
    {
      schema: {
        tags,
        summary: "The player's uploaded documents",
        security: bearer,
        response: {
          200: data({ documents: obj({ count: int(), rows: arr(docSchema) }) }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const rows = await ctx.db.query<DocRow>(
        'SELECT d.id, d.label_id, l.type, d.status, d.file_name, d.mime_type, d.size, d.comment, d.created_at, d.updated_at FROM documents d JOIN document_labels l ON l.id = d.label_id WHERE d.user_id = $1 ORDER BY d.id DESC',
        [user.id],
      );
      return { data: { documents: { count: rows.length, rows: rows.map(docView) } } };
    },
  );

  app.post(
    '/api/user/upload-document',
    {
      bodyLimit: 40 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Upload a document (jpg, jpeg, png or pdf, under 25MB), base64 in JSON',
        description: `The content decides: a file that is not a PDF, PNG or JPEG by its signature is UPLOAD_FAILED, and the stored type is the one the content proves (mimeType is ignored). Per player at most ${UPLOAD_QUOTA.documents} documents and ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB (UPLOAD_QUOTA_EXCEEDED).`,
        security: bearer,
        body: body(
          {
            labelId: int(),
            fileName: str({ minLength: 1, maxLength: 255 }),
            mimeType: str({ maxLength: 255, description: 'Ignored: the content decides the type' }),
            contentBase64: str({ minLength: 1, maxLength: MAX_DOCUMENT_BASE64 }),
          },
          ['labelId', 'fileName', 'contentBase64'],
        ),
        response: { 200: data({ document: docSchema }), ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const b = req.body as { labelId: number; fileName: string; mimeType?: string; contentBase64: string };
      const ext = (b.fileName.split('.').pop() ?? '').toLowerCase();
      if (!['jpg', 'jpeg', 'png', 'pdf'].includes(ext))
        return fail('UPLOAD_FAILED', 'Only jpg, pdf, png accepted', 'fileName');
      const content = Buffer.from(b.contentBase64, 'base64');
      if (content.length >= MAX_DOCUMENT_BYTES)
        return fail('UPLOAD_FAILED', 'File size must be less than 25MB', 'contentBase64');
      const mime = documentTypeOf(content);
      if (!mime) return fail('UPLOAD_FAILED', 'Only jpg, pdf, png accepted', 'contentBase64');
      const used = (
        await ctx.db.query<{ n: number; bytes: number }>(
          'SELECT count(*)::int AS n, coalesce(sum(size), 0)::float8 AS bytes FROM documents WHERE user_id = $1',
          [user.id],
        )
      )[0] ?? { n: 0, bytes: 0 };
      if (used.n >= UPLOAD_QUOTA.documents || used.bytes + content.length > UPLOAD_QUOTA.bytes)
        return fail(
          'UPLOAD_QUOTA_EXCEEDED',
          'You have uploaded too many documents; contact support',
          undefined,
          {
            documents: used.n,
            bytes: used.bytes,
            maxDocuments: UPLOAD_QUOTA.documents,
            maxBytes: UPLOAD_QUOTA.bytes,
          },
        );
      if (!(await ctx.db.query('SELECT 1 FROM document_labels WHERE id = $1', [b.labelId])).length)
        return fail('VALIDATION_ERROR', 'Unknown document type', 'labelId');
      const now = ctx.clock.now();
      // The bytes travel as base64 text and the database decodes them: PGlite serialises a bytea
      // parameter one byte at a time into hex (20 s of CPU for a 20 MB file, which held every other
      // request back and timed the upload out); decode() takes about 1 s. Re-encoded from the
      // checked buffer, so what is stored is exactly the bytes that were typed and measured above.
      const rows = await ctx.db.query<{ id: number }>(
        "INSERT INTO documents (user_id, label_id, status, file_name, mime_type, size, content, created_at, updated_at) VALUES ($1, $2, 'pending', $3, $4, $5, decode($6, 'base64'), $7, $7) RETURNING id",
        [user.id, b.labelId, b.fileName, mime, content.length, content.toString('base64'), now],
      );
      if (user.kyc_status !== 'APPROVED')
        await ctx.db.query("UPDATE users SET kyc_status = 'PENDING' WHERE id = $1", [user.id]);
      const doc = (
        await ctx.db.query<DocRow>(
          'SELECT d.id, d.label_id, l.type, d.status, d.file_name, d.mime_type, d.size, d.comment, d.created_at, d.updated_at FROM documents d JOIN document_labels l ON l.id = d.label_id WHERE d.id = $1',
          [(rows[0] as { id: number }).id],
        )
      )[0] as DocRow;
      return { data: { document: docView(doc) } };
    },
  );

  app.put(
    '/api/user/onboarding-tour',
    {
      schema: {
        tags,
        summary: 'Remember that the player has seen the onboarding tour (seen: false offers it again)',
        description:
          'Kept with the player, not the browser, so a player who closed, skipped or finished the tour on one device is not shown it again on another; get-user-details answers it as user.onboardingTourSeenAt. Restarting the tour from the profile sends seen: false.',
        security: bearer,
        body: body({ seen: bool() }, ['seen']),
        response: { 200: data({ onboardingTourSeenAt: nullable(dateTime()) }), ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const { seen } = req.body as { seen: boolean };
      // The first time it was seen stays (a second device closing it again changes nothing).
      const rows = await ctx.db.query<{ onboarding_tour_seen_at: Date | null }>(
        'UPDATE users SET onboarding_tour_seen_at = CASE WHEN $2 THEN coalesce(onboarding_tour_seen_at, $3) END WHERE id = $1 RETURNING onboarding_tour_seen_at',
        [user.id, seen, ctx.clock.now()],
      );
      return { data: { onboardingTourSeenAt: rows[0]?.onboarding_tour_seen_at?.toISOString() ?? null } };
    },
  );
  void num;
}
