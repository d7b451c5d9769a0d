// The calls the shell and boot make, as one object on the app's transport. Every call lives in a
// resource module of @casino/api-client (its path, answer type and shape come from the contract);
// this object only binds them to the brand. It is an ApiContext, so features pass it to the
// resource modules' queries and mutations themselves.
import {
  type ApiContext,
  assetUrl,
  type CountryBlockedPayload,
  type LogEventPayload,
  type LoginPayload,
  type LogoutReason,
  location,
  logEvent,
  login,
  logout,
  reportCountryBlocked,
  resendVerificationEmail,
  scripts,
  settings2,
  type Transport,
  userDetails,
} from '@casino/api-client';
import type { MessageFormatElement } from 'react-intl';
import type { UserDetails } from './types.ts';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const settings2Path = '/api/core/casino/settings2';
const cataloguePath = (locale: string) => `/api/core/casino/locales/${encodeURIComponent(locale)}.json`;

export function createCasinoApi(transport: Transport, brandId: string) {
  const context: ApiContext = { transport, brandId };
  return {
    ...context,
    /** The exact addresses boot fetches first: the app server preloads them with the HTML. */
    bootUrls: {
      settings2: transport.urlFor(settings2Path, { brand: brandId }),
      catalogue: (locale: string) => transport.urlFor(cataloguePath(locale)),
    },
    settings2: (signal?: AbortSignal) => settings2(context, signal),
    /**
     * The operator's overrides of the app's own messages, as sent (any shape): boot's merge
     * (core/api/catalogues.ts) checks every entry and keeps the app's words for anything else.
     */
    catalogue: (locale: string, signal?: AbortSignal) =>
      transport.request<unknown>('GET', cataloguePath(locale), signal ? { signal } : {}),
    assetUrl: (path: string) => assetUrl(context, path),
    location: () => location(context),
    scripts: () => scripts(context),
    userDetails: (signal?: AbortSignal) => userDetails(context, signal),
    /** Whose another token is (a `?at=` link's), without touching the stored session. */
    userDetailsOf: (token: string, signal?: AbortSignal) =>
      transport.request<UserDetails>('GET', '/api/user/get-user-details', {
        token,
        ...(signal ? { signal } : {}),
      }),
    resendVerificationEmail: () => resendVerificationEmail(context),
    login: (payload: LoginPayload) => login(context, payload),
    logout: (reason: LogoutReason) => logout(context, reason),
    logEvent: (payload: LogEventPayload) => logEvent(context, payload),
    countryBlocked: (payload: CountryBlockedPayload) => reportCountryBlocked(context, payload),
  };
}

export type CasinoApi = ReturnType<typeof createCasinoApi>;
