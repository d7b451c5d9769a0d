// Where the site may be used: the country block for guests (spec 6).
import type { Settings } from '@casino/schemas/types';

export interface AccessCapabilities {
  /** ISO 3166-1 alpha-2 codes of countries where guests see the country-block notice. */
  excludedCountries: readonly string[];
}

export function accessCapabilities(settings: Settings): AccessCapabilities {
  return { excludedCountries: settings.excludedCountryCodeList ?? [] };
}
