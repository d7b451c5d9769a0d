// The sign-up form's currencies (issue 35 point 7): the brand's offered currencies
// (config.registration.offeredCurrencies, brand data), not every code the server knows, and the
// preselected one decided from the player's country: the country's own currency when the brand
// offers it, else the brand's default currency when offered, else the brand's first.
import type { Currency } from './registrationApi.ts';

/**
 * The currencies to list, in the brand's order. A code the server does not list is left out (it
 * could not be signed up with); without a brand list, every currency the server lists.
 */
export function offeredSignUpCurrencies(
  all: readonly Currency[],
  offered: readonly string[] | null,
): Currency[] {
  if (!offered) return [...all];
  const byCode = new Map(all.map((currency) => [currency.code, currency]));
  return offered.flatMap((code) => byCode.get(code) ?? []);
}

/** The currency preselected for a player of this country ('' when none is offered at all). */
export function defaultSignUpCurrency(
  listed: readonly Pick<Currency, 'code'>[],
  countryCurrency: string | null | undefined,
  brandDefault: string,
): string {
  const has = (code: string | null | undefined): code is string =>
    !!code && listed.some((currency) => currency.code === code);
  if (has(countryCurrency)) return countryCurrency;
  if (has(brandDefault)) return brandDefault;
  return listed[0]?.code ?? '';
}
