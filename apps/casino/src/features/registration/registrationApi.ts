// The calls of the registration feature come from the resource modules of @casino/api-client
// (one definition of countries and location for every reader); this file only adapts them.
import {
  type ApiContext,
  type SignUpPayload as ContractSignUpPayload,
  countriesQuery,
  type countryShape,
  currenciesQuery,
  type currencyShape,
  type Infer,
  locationQuery,
  registrationFieldsQuery,
  sendCredentials,
  signUp as signUpCall,
} from '@casino/api-client';
import type { SignUpPayload } from './signUpPayload.ts';

export type Country = Infer<typeof countryShape>;
export type Currency = Infer<typeof currencyShape>;
export type SignUpAnswer = Awaited<ReturnType<typeof signUpCall>>;

/** Lists that change rarely; shared by registration, linked sign-up and the profile. */
export const registrationQueries = {
  fields: registrationFieldsQuery,
  countries: countriesQuery,
  currencies: currenciesQuery,
  location: locationQuery,
};

/** The payload builder's exact fields are unit-tested (signUpPayload.test.ts). */
export const signUp = (api: ApiContext, payload: SignUpPayload) =>
  signUpCall(api, payload as ContractSignUpPayload);

export { sendCredentials };
