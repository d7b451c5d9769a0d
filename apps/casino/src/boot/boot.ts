// Boot (spec 4 Auth): config.json → brand → settings2 → AppConfig → locale and its catalogue →
// user details when a token is stored → auth settled. Each step's failure is a typed outcome the
// boot screen can explain and retry; nothing here renders.
import { ApiError, createTransport } from '@casino/api-client';
import { isSupportedLocale, type Locale, negotiateLocale } from '@casino/i18n';
import { type AppConfig, buildAppConfig, settingsCheckedUpstream } from '@casino/layout-engine';
import type { Theme } from '@casino/schemas/types';
import { brandStyleSheet } from '@casino/ui/tokens';
import type { QueryClient } from '@tanstack/react-query';
import { type CasinoApi, type CompiledMessages, createCasinoApi } from '../core/api/casinoApi.ts';
import { catalogueQuery, userDetailsQuery } from '../core/api/queries.ts';
import { readStorage, storageKeys } from '../core/platform/storage.ts';
import { loadRuntimeConfig, type RuntimeConfig, RuntimeConfigError } from '../core/runtimeConfig.ts';
import { isTerminationReason } from '../core/session/sessionMessages.ts';
import { useSession } from '../core/session/sessionStore.ts';
import { BootError } from './bootError.ts';
import { loadBrand, loadTheme, resolveBrandId } from './brands.ts';
import { type CheckedSettings, checkedSettingsInPage } from './checkedSettings.ts';
import { resolveLocaleRoute } from './localeRouting.ts';
import { brandSplash } from './splash.ts';

export { BootError, type BootFailure } from './bootError.ts';

export interface BootContext {
  runtime: RuntimeConfig;
  config: AppConfig;
  api: CasinoApi;
  locale: Locale;
  basename: string;
  messages: CompiledMessages;
}

export interface BootHooks {
  queryClient: QueryClient;
  /** A 403 anywhere: the session is gone; the shell opens the login modal. */
  onForbidden: () => void;
}

/**
 * The locale a visit most likely ends up in, known before the brand loads (URL prefix, stored
 * choice, browser languages), so its catalogue downloads alongside settings2.
 */
function likelyLocale(): Locale {
  const first = window.location.pathname.split('/')[1] ?? '';
  return negotiateLocale([first, readStorage(storageKeys.selectedLanguage), ...(navigator.languages ?? [])]);
}

/**
 * The app's configuration from the brand folder and the operator's settings (settings2, or the
 * local settings of config.json), with the theme settings2 may name instead of the brand's own.
 * With `checked` (the app server's validated settings from the page) nothing is validated again;
 * without, the generated validator loads first (its own chunk: most visits never need it).
 * Returns the config and its validated settings (what the app server puts in the page).
 */
export async function appConfigFor({
  brandId,
  brand,
  runtime,
  settings2,
  checked,
}: {
  brandId: string;
  brand: unknown;
  runtime: RuntimeConfig;
  settings2?: unknown;
  checked?: CheckedSettings;
}): Promise<{ config: AppConfig; checked: CheckedSettings }> {
  const live: unknown = checked ? checked.settings : (runtime.settings ?? settings2);
  const settingsTheme = (live as Record<string, unknown> | undefined)?.theme;
  const [otherTheme, validateSettings] = await Promise.all([
    typeof settingsTheme === 'string' && settingsTheme !== brandId
      ? (loadTheme(settingsTheme) as Promise<Theme | undefined>)
      : undefined,
    checked
      ? settingsCheckedUpstream
      : import('@casino/schemas/validators/settings').then((module) => module.validateSettings),
  ]);
  const result = buildAppConfig({
    brand,
    ...(runtime.settings ? { localSettings: live } : { settings2: live }),
    themeByName: (name) => (name === settingsTheme ? otherTheme : undefined),
    validators: { settings: validateSettings },
  });
  if (!result.ok) throw new BootError({ kind: 'invalid-config', error: result.error });
  // The server's config saw the raw answer, so its warnings are the complete list.
  const config = checked ? { ...result.config, warnings: checked.warnings } : result.config;
  return { config, checked: { brandId, settings: result.checkedSettings, warnings: config.warnings } };
}

export async function boot({ queryClient, onForbidden }: BootHooks): Promise<BootContext> {
  // The token may have arrived in ?at= after the session store was created (module order).
  useSession.setState({ token: readStorage(storageKeys.accessToken) });
  let runtime: RuntimeConfig;
  try {
    runtime = await loadRuntimeConfig();
  } catch (error) {
    if (error instanceof RuntimeConfigError)
      throw new BootError({ kind: 'runtime-config', message: error.message });
    throw new BootError({ kind: 'unreachable', error: error as Error });
  }

  const brandId = resolveBrandId(window.location.hostname, runtime.brand);
  let activeLocale: Locale = likelyLocale();
  const transport = createTransport({
    casinoUrl: runtime.casinoApiUrl,
    coreUrl: runtime.coreApiUrl,
    getToken: () => useSession.getState().token,
    getLanguage: () => activeLocale,
    onForbidden: (error) => {
      // The server names the rule that ended a session by time (the session time limit, the
      // inactivity timeout): kept, so the next click explains it as the socket's event would.
      const reason = error.details?.reason;
      useSession
        .getState()
        .end(typeof reason === 'string' && isTerminationReason(reason) ? reason : undefined);
      queryClient.removeQueries({ queryKey: userDetailsQuery.key });
      onForbidden();
    },
  });
  const api = createCasinoApi(transport, brandId);

  // Everything that does not depend on another answer starts at once: the brand's chunk,
  // settings2, the likely catalogue and, for a returning player, user details.
  const guessedLocale = activeLocale;
  const brandRequest = loadBrand(brandId);
  const checked = checkedSettingsInPage(document, brandId);
  const settingsRequest = runtime.settings || checked ? Promise.resolve(undefined) : api.settings2();
  const catalogueRequest = queryClient.fetchQuery(catalogueQuery(api, guessedLocale));
  catalogueRequest.catch(() => undefined);
  const token = useSession.getState().token;
  const sessionSettled = token
    ? queryClient.fetchQuery(userDetailsQuery.options(api)).then(
        () => useSession.getState().settle(true),
        (error: unknown) => {
          // A 403 already ended the session; any other failure leaves the player logged in
          // with details to be fetched again, rather than logging them out over a hiccup.
          if (error instanceof ApiError && error.status === 403) useSession.getState().settle(false);
          else useSession.getState().settle(Boolean(useSession.getState().token));
        },
      )
    : Promise.resolve(useSession.getState().settle(false));

  const brand = await brandRequest;
  // The splash takes the brand's look as soon as the brand is known (before settings2 arrives).
  const brandLook = brand as { theme?: Theme; assets?: { logo?: string } };
  if (brandLook.theme && brandLook.assets?.logo)
    brandSplash(brandId, brandStyleSheet(brandId, brandLook.theme), api.assetUrl(brandLook.assets.logo));

  let settings2: unknown;
  try {
    settings2 = await settingsRequest;
  } catch (error) {
    throw new BootError({ kind: 'unreachable', error: error as Error });
  }
  const { config } = await appConfigFor({ brandId, brand, runtime, settings2, checked });
  for (const warning of config.warnings) console.warn(`[config] ${warning}`);

  const stored = readStorage(storageKeys.selectedLanguage);
  const route = resolveLocaleRoute(
    window.location.pathname,
    config.locales.enabled.filter(isSupportedLocale),
    config.locales.default as Locale,
    stored,
    navigator.languages ?? [],
  );
  if (route.redirectTo !== null)
    window.history.replaceState(
      window.history.state,
      '',
      `${route.redirectTo}${window.location.search}${window.location.hash}`,
    );
  activeLocale = route.locale;

  const [messages] = await Promise.all([
    (route.locale === guessedLocale
      ? catalogueRequest
      : queryClient.fetchQuery(catalogueQuery(api, route.locale))
    ).catch((error: unknown) => {
      throw new BootError({ kind: 'unreachable', error: error as Error });
    }),
    sessionSettled,
  ]);

  return { runtime, config, api, locale: route.locale, basename: route.basename, messages };
}
