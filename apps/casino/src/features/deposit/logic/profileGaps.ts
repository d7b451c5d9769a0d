// Profile data the deposit needs first (settings allowDepWithoutAddress, onDepositShowAllField):
// the profile form's own rules fill them; the deposit only finds which are missing.
import type { UserProfile } from '../../../core/api/types.ts';

export const addressFields = ['countryCode', 'city', 'zipCode', 'address'] as const;
export const allProfileFields = ['firstName', 'lastName', 'phone', 'dateOfBirth', ...addressFields] as const;
export type DepositProfileField = (typeof allProfileFields)[number];

/** spec 5: 1900-01-01 stands for a date of birth not given. */
const PLACEHOLDER_BIRTH_DATE = '1900-01-01';

function isMissing(user: Pick<UserProfile, DepositProfileField>, field: DepositProfileField): boolean {
  const value = user[field];
  if (value === null || value === undefined || String(value).trim() === '') return true;
  return field === 'dateOfBirth' && value === PLACEHOLDER_BIRTH_DATE;
}

export function missingProfileFields(
  user: Pick<UserProfile, DepositProfileField>,
  cashier: { depositWithoutAddress: boolean; depositShowsAllFields: boolean },
): DepositProfileField[] {
  // The server takes no deposit without an adult date of birth on record (DOB_REQUIRED), whatever
  // the settings: the flow asks for it first instead of failing with the call.
  const needed: readonly DepositProfileField[] = cashier.depositShowsAllFields
    ? allProfileFields
    : cashier.depositWithoutAddress
      ? ['dateOfBirth']
      : ['dateOfBirth', ...addressFields];
  return needed.filter((field) => isMissing(user, field));
}
