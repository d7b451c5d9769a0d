// Operator content from the core host (spec 7): settings2, the translation catalogues, the
// operator's scripts and the brand's assets.
import { queryOptions } from '@tanstack/react-query';
import { call, checked, urlOf } from '../call.ts';
import { array, object, optional, record, type Shape, string, unknown } from '../shape.ts';
import { type ApiContext, hour } from './context.ts';

export const contentKeys = {
  settings2: (brandId: string) => ['settings2', brandId] as const,
  catalogue: (locale: string) => ['catalogue', locale] as const,
  scripts: (brandId: string, audience: string) => ['scripts', brandId, audience] as const,
};

/** spec 7 / 9: translations are cached for one hour. */
export const catalogueStaleTime = hour;

/** A compiled catalogue: message id → ICU AST (react-intl's MessageFormatElement[]). */
export type CompiledCatalogue = Record<string, unknown[]>;
const catalogueShape: Shape<CompiledCatalogue> = record(array(unknown));

export const scriptShape = object({
  key: string,
  head: optional(string),
  bodyStart: optional(string),
  bodyEnd: optional(string),
});

/**
 * settings2 as sent: the layout engine validates it field by field against the settings schema
 * (a wrong field falls back to the brand's value), so here it is only read.
 */
export const settings2 = (api: ApiContext, signal?: AbortSignal) =>
  call(api.transport, 'GET', '/api/core/casino/settings2', { query: { brand: api.brandId }, signal });

export const settings2Query = (api: ApiContext) =>
  queryOptions({
    queryKey: contentKeys.settings2(api.brandId),
    queryFn: ({ signal }) => settings2(api, signal),
    staleTime: hour,
  });

/** The contract only says "an object"; the app reads message id → AST, so that is checked here. */
export const catalogue = async (api: ApiContext, locale: string, signal?: AbortSignal) =>
  checked(
    'GET',
    `/api/core/casino/locales/${locale}.json`,
    await call(api.transport, 'GET', '/api/core/casino/locales/{lng}.json', {
      params: { lng: locale },
      signal,
    }),
    catalogueShape,
  );

export const catalogueQuery = (api: ApiContext, locale: string) =>
  queryOptions({
    queryKey: contentKeys.catalogue(locale),
    queryFn: ({ signal }) => catalogue(api, locale, signal),
    staleTime: catalogueStaleTime,
    gcTime: catalogueStaleTime,
  });

export const scripts = (api: ApiContext, signal?: AbortSignal) =>
  call(api.transport, 'GET', '/api/core/casino/scripts', {
    query: { brand: api.brandId, enableAuthUsers: true, enableDepositors: true },
    signal,
    shape: array(scriptShape),
  });

/**
 * The operator's scripts for one audience (players may get more than guests: the token decides),
 * fetched once per audience and visit: injected scripts cannot be taken back anyway.
 */
export const scriptsQuery = (api: ApiContext, audience: string) =>
  queryOptions({
    queryKey: contentKeys.scripts(api.brandId, audience),
    queryFn: ({ signal }) => scripts(api, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });

/** The URL of one of the brand's assets (logo, coin, icons), e.g. `assets/logo.svg`. */
export const assetUrl = (api: ApiContext, path: string) =>
  urlOf(api.transport, '/api/core/casino/assets/{brand}/{*}', { params: { brand: api.brandId, '*': path } });
