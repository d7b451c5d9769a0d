// Server state the shell shares, as TanStack Query definitions (one key and fetcher each).
import type { CasinoApi, CompiledMessages } from './casinoApi.ts';
import { fetchAppCatalogue, messagesWithOverrides } from './catalogues.ts';

/** spec 7 / 9: translations are cached for one hour. */
export const catalogueStaleTime = 60 * 60 * 1000;

/** The app's own catalogue of the locale with the back end's operator overrides over it. */
export const catalogueQuery = (api: CasinoApi, locale: string) => ({
  queryKey: ['catalogue', locale] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<CompiledMessages> =>
    messagesWithOverrides(fetchAppCatalogue(locale, signal), api.catalogue(locale, signal)),
  staleTime: catalogueStaleTime,
  gcTime: catalogueStaleTime,
});

export const userDetailsQuery = {
  key: ['userDetails'] as const,
  options: (api: CasinoApi) => ({
    queryKey: ['userDetails'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.userDetails(signal),
    staleTime: 30_000,
  }),
};
