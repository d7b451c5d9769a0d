// Calls of the profile pages (spec 7): the country list, and PUT /api/user/update-user-details for
// profile fields or a password change. After either, user details are fetched again.
import type { CasinoApi } from '../../core/api/casinoApi.ts';
import type { ProfileUpdatePayload } from './profileForm.ts';

/** spec 3 Country. */
export interface Country {
  countryId: number;
  code: string;
  name: string;
  phoneCode: string;
  flag: string;
}

export const countriesQuery = (api: CasinoApi) => ({
  queryKey: ['countries'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (
      await api.transport.request<{ data: { countries: { rows: Country[] }; allCountries: Country[] } }>(
        'GET',
        '/api/admin/get-all-country',
        { signal },
      )
    ).data,
  // The list changes with a deploy, not during a visit.
  staleTime: 60 * 60 * 1000,
});

export interface ServerOutcome {
  data: { success: boolean; message: string };
}

export const updateProfile = (api: CasinoApi, payload: ProfileUpdatePayload) =>
  api.transport.request<ServerOutcome>('PUT', '/api/user/update-user-details', { body: payload });

export const changePassword = (api: CasinoApi, body: { currentPassword: string; newPassword: string }) =>
  api.transport.request<ServerOutcome>('PUT', '/api/user/update-user-details', { body });
