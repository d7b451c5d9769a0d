// Typed calls of spec 7 that the shell makes. Features add their own calls beside their code,
// on the same transport.
import type { Transport } from '@casino/api-client';
import type { MessageFormatElement } from 'react-intl';
import type {
  CallerLocation,
  LogEventPayload,
  LoginAnswer,
  LoginPayload,
  ScriptEntry,
  TerminationReason,
  UserDetails,
} from './types.ts';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const settings2Path = '/api/core/casino/settings2';
const cataloguePath = (locale: string) => `/api/core/casino/locales/${encodeURIComponent(locale)}.json`;

export function createCasinoApi(transport: Transport, brandId: string) {
  // The API host cannot tell the brand from its own host name, so core calls name it.
  const brand = { brand: brandId };
  return {
    transport,
    /** The exact addresses boot fetches first: the app server preloads them with the HTML. */
    bootUrls: {
      settings2: transport.urlFor(settings2Path, brand),
      catalogue: (locale: string) => transport.urlFor(cataloguePath(locale)),
    },
    settings2: (signal?: AbortSignal) =>
      transport.request<unknown>('GET', settings2Path, {
        query: brand,
        ...(signal ? { signal } : {}),
      }),
    /** The operator's overrides of the app's messages (merged by boot/catalogues.ts; any shape). */
    catalogue: (locale: string, signal?: AbortSignal) =>
      transport.request<unknown>('GET', cataloguePath(locale), signal ? { signal } : {}),
    scripts: () =>
      transport.request<ScriptEntry[]>('GET', '/api/core/casino/scripts', {
        query: { ...brand, enableAuthUsers: true, enableDepositors: true },
      }),
    assetUrl: (path: string) => transport.urlFor(`/api/core/casino/assets/${brandId}/${path}`),
    location: () =>
      transport.request<{ data: { location: CallerLocation } }>('GET', '/api/admin/get-location'),
    userDetails: (signal?: AbortSignal) =>
      transport.request<UserDetails>('GET', '/api/user/get-user-details', signal ? { signal } : {}),
    /** Whose another token is (a `?at=` link's), without touching the stored session. */
    userDetailsOf: (token: string, signal?: AbortSignal) =>
      transport.request<UserDetails>('GET', '/api/user/get-user-details', {
        token,
        ...(signal ? { signal } : {}),
      }),
    login: (payload: LoginPayload) =>
      transport.request<LoginAnswer>('POST', '/api/user/login', { body: payload }),
    logout: (reason: Extract<TerminationReason, 'USER_INITIATED' | 'USER_INACTIVITY_TIMEOUT'>) =>
      transport.request<unknown>('POST', '/api/user/logout', { body: { reason } }),
    resendVerificationEmail: () =>
      transport.request<{ data: { message: string } }>('POST', '/api/user/resend-verification-email'),
    logEvent: (payload: LogEventPayload) =>
      transport.request<unknown>('POST', '/api/user/log-event', { body: payload }),
    countryBlocked: (payload: { ip: string; country: string; firstUrl: string | null }) =>
      transport.request<unknown>('POST', '/api/user/country-blocked', { body: payload }),
  };
}

export type CasinoApi = ReturnType<typeof createCasinoApi>;
