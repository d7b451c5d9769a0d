// The calls of the registration feature (spec 7), typed, on the app's transport.
import type { CasinoApi } from '../../core/api/casinoApi.ts';
import type { SignUpPayload } from './signUpPayload.ts';

export interface Country {
  countryId: number;
  code: string;
  name: string;
  phoneCode: string;
  flag: string;
}

export interface Currency {
  code: string;
  name: string;
  symbol: string;
  isCrypto: boolean;
}

export interface SignUpAnswer {
  accessToken: string;
  createUser: {
    userId: number;
    uuid: string;
    username: string;
    email: string | null;
    phoneCode?: string | null;
    phone?: string | null;
    currencyCode: string;
    countryCode?: string | null;
    /** Only after 1-click registration: the generated password. */
    password?: string;
  };
}

const day = 24 * 60 * 60 * 1000;

/** Lists that change rarely; shared by registration, linked sign-up and the profile. */
export const registrationQueries = {
  fields: (api: CasinoApi, brandId: string) => ({
    queryKey: ['registrationFields', brandId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.transport.request<unknown>('GET', '/api/admin/get-registration-fields', {
        query: { brand: brandId },
        signal,
      }),
    staleTime: 5 * 60 * 1000,
  }),
  countries: (api: CasinoApi) => ({
    queryKey: ['countries'] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (
        await api.transport.request<{ data: { countries: { rows: Country[] }; allCountries: Country[] } }>(
          'GET',
          '/api/admin/get-all-country',
          { signal },
        )
      ).data,
    staleTime: day,
  }),
  currencies: (api: CasinoApi) => ({
    queryKey: ['currencies'] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (
        await api.transport.request<{ data: { currencies: Currency[] } }>(
          'GET',
          '/api/admin/get-currencies',
          { signal },
        )
      ).data.currencies,
    staleTime: day,
  }),
  // Same key and answer as the country-block check, so one request serves both.
  location: (api: CasinoApi) => ({
    queryKey: ['location'] as const,
    queryFn: () => api.location(),
    staleTime: Number.POSITIVE_INFINITY,
    // The country only pre-fills and picks the mirror rule; the form works without it.
    retry: 1,
  }),
};

export const signUp = (api: CasinoApi, payload: SignUpPayload) =>
  api.transport.request<SignUpAnswer>('POST', '/api/user/sign-up', { body: payload });

/**
 * POST /api/user/send-credentials. After sign-up the session stays signed out (spec 4), so the
 * call carries the sign-up's own token for this one request.
 */
export const sendCredentials = (api: CasinoApi, token: string, body: { email: string; password: string }) =>
  api.transport.request<{ data: { message: string } }>('POST', '/api/user/send-credentials', {
    body,
    headers: { Authorization: `Bearer ${token}`, 'x-access-token': token },
  });
