// Countries and currencies (spec 7 get-all-country, get-currencies): lists that change with a
// deploy, not during a visit. One definition each, shared by registration, linked sign-up and the
// profile.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../call.ts';
import { array, boolean, nullable, number, object, optional, string } from '../shape.ts';
import { type ApiContext, day } from './context.ts';

export const countryKeys = {
  countries: ['countries'] as const,
  currencies: ['currencies'] as const,
};

export const countryShape = object({
  countryId: number,
  code: string,
  name: string,
  phoneCode: string,
  flag: string,
  /** The country's own currency: the sign-up form's default where the brand offers it. */
  currencyCode: optional(nullable(string)),
});

export const currencyShape = object({
  code: string,
  name: string,
  symbol: string,
  isCrypto: boolean,
  decimals: number,
});

/** The brand's countries (`countries.rows`) and every country (`allCountries`). */
export const countriesQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: countryKeys.countries,
    queryFn: async ({ signal }) =>
      (
        await call(api.transport, 'GET', '/api/admin/get-all-country', {
          query: { brand: api.brandId },
          signal,
          shape: object({
            data: object({
              countries: object({ rows: array(countryShape) }),
              allCountries: array(countryShape),
            }),
          }),
        })
      ).data,
    staleTime: day,
  });

export const currenciesQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: countryKeys.currencies,
    queryFn: async ({ signal }) =>
      (
        await call(api.transport, 'GET', '/api/admin/get-currencies', {
          signal,
          shape: object({ data: object({ currencies: array(currencyShape) }) }),
        })
      ).data.currencies,
    staleTime: day,
  });
