// The calls the shell and boot make, as one object on the app's transport. Every call lives in a
// resource module of @casino/api-client (its path, answer type and shape come from the contract);
// this object only binds them to the brand. It is an ApiContext, so features pass it to the
// resource modules' queries and mutations themselves.
import {
  type ApiContext,
  assetUrl,
  type CountryBlockedPayload,
  catalogue,
  type LogEventPayload,
  type LoginPayload,
  type LogoutReason,
  location,
  logEvent,
  login,
  logout,
  reportCountryBlocked,
  resendVerificationEmail,
  scripts,
  settings2,
  type Transport,
  userDetails,
} from '@casino/api-client';
import type { MessageFormatElement } from 'react-intl';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

export function createCasinoApi(transport: Transport, brandId: string) {
  const context: ApiContext = { transport, brandId };
  return {
    ...context,
    settings2: (signal?: AbortSignal) => settings2(context, signal),
    catalogue: async (locale: string, signal?: AbortSignal) =>
      // The shape checks id → list; react-intl reads the lists as its AST.
      (await catalogue(context, locale, signal)) as CompiledMessages,
    assetUrl: (path: string) => assetUrl(context, path),
    location: () => location(context),
    scripts: () => scripts(context),
    userDetails: (signal?: AbortSignal) => userDetails(context, signal),
    resendVerificationEmail: () => resendVerificationEmail(context),
    login: (payload: LoginPayload) => login(context, payload),
    logout: (reason: LogoutReason) => logout(context, reason),
    logEvent: (payload: LogEventPayload) => logEvent(context, payload),
    countryBlocked: (payload: CountryBlockedPayload) => reportCountryBlocked(context, payload),
  };
}

export type CasinoApi = ReturnType<typeof createCasinoApi>;
