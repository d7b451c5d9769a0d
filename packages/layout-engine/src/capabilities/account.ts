// The player's profile: which fields an update requires and how placeholder data is shown.
import type { Settings } from '@casino/schemas/types';

export interface AccountCapabilities {
  /** spec 5 all-fields mode: a profile update requires country, city, zip and address. */
  allFieldsRequired: boolean;
  /** A profile update asks the back end to reset a KYC that is not yet approved (spec 7). */
  resetKycOnChange: boolean;
  /** Domain of the placeholder e-mail of players who gave none; such an e-mail shows as empty. */
  placeholderEmailDomain: string | undefined;
}

export function accountCapabilities(settings: Settings): AccountCapabilities {
  return {
    allFieldsRequired: settings.formFieldsValidation ?? false,
    resetKycOnChange: settings.onChangeResetKyc ?? false,
    placeholderEmailDomain: settings.emptyEmailDomain,
  };
}
