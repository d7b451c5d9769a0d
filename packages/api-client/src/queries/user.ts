// The player's account (spec 7): log in and out, sign up, the player's details and their changes,
// e-mail verification, credentials and password reset, the registration fields.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { type BodyOf, call, urlOf } from '../call.ts';
import { array, boolean, nullable, number, object, oneOf, optional, record, string } from '../shape.ts';
import { type ApiContext, minute } from './context.ts';

export const userKeys = {
  details: ['userDetails'] as const,
  registrationFields: (brandId: string) => ['registrationFields', brandId] as const,
};

export type LoginPayload = BodyOf<'/api/user/login', 'POST'>;
export type SignUpPayload = BodyOf<'/api/user/sign-up', 'POST'>;
export type ProfileChanges = BodyOf<'/api/user/update-user-details', 'PUT'>;
/** How a session ends when the player (or the inactivity timer) ends it. */
export type LogoutReason = 'USER_INITIATED' | 'USER_INACTIVITY_TIMEOUT';

/** What the app reads of the player's details (spec 3 / 7). */
export const userDetailsShape = object({
  user: object({
    userId: number,
    email: nullable(string),
    isEmailVerified: boolean,
    firstName: nullable(string),
    lastName: nullable(string),
    nickname: nullable(string),
    phone: nullable(string),
    phoneCode: nullable(string),
    dateOfBirth: nullable(string),
    gender: nullable(string),
    countryCode: nullable(string),
    city: nullable(string),
    address: nullable(string),
    zipCode: nullable(string),
    kycStatus: nullable(string),
    currencyCode: string,
    /** The player's name is hidden from others in the bet feed and leaderboards (spec 1). */
    ghostMode: optional(boolean),
    /** The opaque id of the player's public statistics page (its shareable link). */
    uuid: optional(string),
    /** The player shows their statistics to others (private by default). */
    statisticsPublic: optional(boolean),
    /**
     * When the player closed, skipped or finished the onboarding tour (on any device); null = not
     * seen. Absent from a back end that does not keep it (the app then remembers it per browser).
     */
    onboardingTourSeenAt: optional(nullable(string)),
    // Self-exclusion and freeze (spec 3): the app offers only withdrawal while excluded.
    userLimit: optional(
      object({
        isSelfExclusionPermanent: boolean,
        selfExclusion: nullable(string),
        frozenUntil: optional(nullable(string)),
      }),
    ),
  }),
  wallet: object({
    currencyCode: string,
    currencySymbol: string,
    // Exact decimal strings in the currency's precision ("12.50"), never floats.
    balance: string,
    bonusBalance: string,
    totalBalance: string,
    /** Every wallet of the player (multi-wallet: one per currency); the active one is primary. */
    wallets: optional(
      array(object({ currencyCode: string, balance: string, bonusBalance: string, isPrimary: boolean })),
    ),
  }),
  depositCount: number,
  currencySymbol: string,
  isCrypto: boolean,
  /** Live chat appearance (spec 1); the app falls back to defaults for what is missing. */
  chatSettings: optional(
    object({ nameColor: optional(string), appearance: optional(string), fontSize: optional(number) }),
  ),
});

type UserDetailsAnswer = Awaited<ReturnType<typeof userDetails>>;

const outcomeShape = object({ data: object({ success: boolean, message: string }) });

export const userDetails = (api: ApiContext, signal?: AbortSignal) =>
  call(api.transport, 'GET', '/api/user/get-user-details', { signal, shape: userDetailsShape });

export const userDetailsQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: userKeys.details,
    queryFn: ({ signal }) => userDetails(api, signal),
    staleTime: 30_000,
  });

/**
 * PUT onboarding-tour: the player has seen the tour (or, `false`, wants it again). The answer goes
 * straight into the cached details, so the tour's decision follows without another round trip.
 */
export const setOnboardingTourSeenMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['user', 'onboardingTour'],
    mutationFn: (seen: boolean) =>
      call(api.transport, 'PUT', '/api/user/onboarding-tour', {
        body: { seen },
        shape: object({ data: object({ onboardingTourSeenAt: nullable(string) }) }),
      }),
    onSuccess: ({ data }, _seen, _result, { client }) =>
      client.setQueryData(
        userKeys.details,
        (details: UserDetailsAnswer | undefined) =>
          details && {
            ...details,
            user: { ...details.user, onboardingTourSeenAt: data.onboardingTourSeenAt },
          },
      ),
  });

/** Which registration fields the brand shows (0 hidden, 1 optional, 2 required). */
export const registrationFieldsQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: userKeys.registrationFields(api.brandId),
    queryFn: ({ signal }) =>
      call(api.transport, 'GET', '/api/admin/get-registration-fields', {
        query: { brand: api.brandId },
        signal,
        shape: record(oneOf([0, 1, 2])),
      }),
    staleTime: 5 * minute,
  });

export const login = (api: ApiContext, body: LoginPayload) =>
  call(api.transport, 'POST', '/api/user/login', {
    body,
    shape: object({
      accessToken: string,
      lastLogin: object({ created_at: string, ip: nullable(string), location: nullable(string) }),
      locale: string,
      cpnc: nullable(string),
      userId: number,
    }),
  });

export const loginMutation = (api: ApiContext) =>
  mutationOptions({ mutationKey: ['login'], mutationFn: (body: LoginPayload) => login(api, body) });

export const logout = (api: ApiContext, reason: LogoutReason) =>
  call(api.transport, 'POST', '/api/user/logout', { body: { reason } });

export const signUp = (api: ApiContext, body: SignUpPayload) =>
  call(api.transport, 'POST', '/api/user/sign-up', {
    body,
    shape: object({
      accessToken: string,
      createUser: object({
        userId: number,
        uuid: string,
        username: string,
        email: nullable(string),
        currencyCode: string,
        /** Only after 1-click registration: the generated password. */
        password: optional(string),
      }),
    }),
  });

export const signUpMutation = (api: ApiContext) =>
  mutationOptions({ mutationKey: ['signUp'], mutationFn: (body: SignUpPayload) => signUp(api, body) });

/** PUT update-user-details: profile fields, or a password change. */
export const updateUserDetails = (api: ApiContext, body: ProfileChanges) =>
  call(api.transport, 'PUT', '/api/user/update-user-details', { body, shape: outcomeShape });

/** update-user-details as a mutation; user details are fetched again after it. */
export const updateUserDetailsMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['updateUserDetails'],
    mutationFn: (body: ProfileChanges) => updateUserDetails(api, body),
    onSuccess: (_answer, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: userKeys.details }),
  });

/** The link of the verification e-mail: the back end verifies and redirects to the front end. */
export const verifyEmailUrl = (api: ApiContext, token: string) =>
  urlOf(api.transport, '/api/user/verify-email', { query: { token } });

export const resendVerificationEmail = (api: ApiContext) =>
  call(api.transport, 'POST', '/api/user/resend-verification-email', { shape: outcomeShape });

export const resendVerificationEmailMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['resendVerificationEmail'],
    mutationFn: () => resendVerificationEmail(api),
  });

/**
 * After sign-up the session stays signed out (spec 4), so the credentials e-mail carries the
 * sign-up's own token for this one request.
 */
export const sendCredentials = (api: ApiContext, token: string, body: { email: string; password: string }) =>
  call(api.transport, 'POST', '/api/user/send-credentials', {
    body,
    headers: { Authorization: `Bearer ${token}`, 'x-access-token': token },
    shape: outcomeShape,
  });

export const requestPasswordReset = (api: ApiContext, email: string) =>
  call(api.transport, 'POST', '/api/user/forgot-password', { body: { email }, shape: outcomeShape });

export const resetPassword = (api: ApiContext, token: string, password: string) =>
  call(api.transport, 'POST', '/api/user/reset-password', { body: { token, password }, shape: outcomeShape });
