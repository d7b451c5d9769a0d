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
  const needed: readonly DepositProfileField[] = cashier.depositShowsAllFields
    ? allProfileFields
    : cashier.depositWithoutAddress
      ? []
      : addressFields;
  return needed.filter((field) => isMissing(user, field));
}
