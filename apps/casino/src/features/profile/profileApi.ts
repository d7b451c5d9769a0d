// Calls of the profile pages, from the resource modules of @casino/api-client: the country list
// (one definition, shared with registration), and update-user-details for profile fields or a
// password change, after which user details are fetched again.
import {
  type ApiContext,
  type countryShape,
  type Infer,
  type ProfileChanges,
  updateUserDetails,
} from '@casino/api-client';
import type { ProfileUpdatePayload } from './profileForm.ts';

export { countriesQuery } from '@casino/api-client';

/** spec 3 Country. */
export type Country = Infer<typeof countryShape>;

export const updateProfile = (api: ApiContext, payload: ProfileUpdatePayload) =>
  updateUserDetails(api, payload as ProfileChanges);

export const changePassword = (api: ApiContext, body: { currentPassword: string; newPassword: string }) =>
  updateUserDetails(api, body);
