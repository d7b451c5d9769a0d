// Story-only: the booted app around a piece of the shell, in the brand and locale that Storybook's
// toolbar (or the story-test project) chose: the brand's merged data, its app config from the
// layout engine (with story settings2 on top), the real feature registry, a router at `path`, and
// a signed-in player or a guest. A story may instead pin a locale with its real catalogue (a page
// as a visitor in that language sees it): storyMessages loads it.

import allBrands from 'virtual:brands';
import { createTransport } from '@casino/api-client';
import type { CompiledMessages, Locale } from '@casino/i18n';
import type { RouteTable } from '@casino/layout-engine';
import { createAppConfig } from '@casino/layout-engine/validators';
import { usePortalScope } from '@casino/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { AppContext, type AppContextValue } from '../../core/AppContext.tsx';
import { createCasinoApi } from '../../core/api/casinoApi.ts';
import { userDetailsQuery } from '../../core/api/queries.ts';
import type { UserDetails } from '../../core/api/types.ts';
import { StableNavigationProvider } from '../../core/routing/stableNavigation.tsx';
import { useSession } from '../../core/session/sessionStore.ts';
import { registry } from '../registry.ts';
import { storyAssetUrl } from './storyAssets.ts';
import { type StoryAnswers, storyFetch } from './storyBackEnd.ts';

// The brands' own files (logo, coin), emitted with the Storybook build.
const brandFiles = import.meta.glob<string>('../../../../../brands/*/assets/*', {
  query: '?url',
  import: 'default',
  eager: true,
});

export interface ShellStoryProps {
  children: ReactNode;
  /**
   * The address the router starts at, or how to make it from the brand's route table (a brand may
   * move a page to another path). @default '/'
   */
  path?: string | ((routes: RouteTable) => string);
  /** The signed-in player, or a guest. @default null */
  player?: UserDetails | null;
  /** settings2 fields for this story (e.g. the navigation system). */
  settings2?: Record<string, unknown>;
  /** The back end's answers this story adds to or changes in the story back end. */
  answers?: StoryAnswers;
  /** A locale and its catalogue for this story instead of the toolbar's (storyMessages loads it). */
  language?: { locale: Locale; messages: CompiledMessages };
}

export function ShellStoryFrame({
  children,
  path = '/',
  player = null,
  settings2,
  answers,
  language,
}: ShellStoryProps) {
  const brandId = usePortalScope()['data-brand'];
  const toolbarLocale = useIntl().locale as Locale;
  const locale = language?.locale ?? toolbarLocale;
  const brand = allBrands.find((candidate) => candidate.id === brandId) ?? allBrands[0];
  if (!brand) throw new Error('No brand under brands/');

  const context = useMemo<AppContextValue>(() => {
    const result = createAppConfig({ brand, settings2: settings2 ?? {} });
    if (!result.ok) throw new Error(`Story config for ${brand.id}: ${JSON.stringify(result.error.issues)}`);
    const runtime = {
      casinoApiUrl: 'https://api.story.test',
      coreApiUrl: 'https://api.story.test',
      socketUrl: '',
    };
    const backEnd = createTransport({
      casinoUrl: runtime.casinoApiUrl,
      coreUrl: runtime.coreApiUrl,
      getToken: () => (player ? 'story-token' : null),
      getLanguage: () => locale,
      fetch: storyFetch(player, answers),
    });
    // The back end's images (thumbnails, logos) drawn inline: an <img> bypasses the story fetch.
    const transport = {
      ...backEnd,
      urlFor: (path: string, query?: Parameters<typeof backEnd.urlFor>[1]) =>
        storyAssetUrl(path) ?? backEnd.urlFor(path, query),
    };
    const api = {
      ...createCasinoApi(transport, brand.id),
      assetUrl: (path: string) => brandFiles[`../../../../../brands/${brand.id}/${path}`] ?? '',
    };
    return { config: result.config, api, runtime, locale, intake: { newCampaignCodes: [] }, registry };
  }, [brand, settings2, player, locale, answers]);

  const queryClient = useMemo(() => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    if (player) client.setQueryData(userDetailsQuery.key, player);
    return client;
  }, [player]);
  // The session a story shows (set before the first render reads it).
  useSession.setState(
    player ? { status: 'authenticated', token: 'story-token' } : { status: 'anonymous', token: null },
  );

  const frame = (
    <QueryClientProvider client={queryClient}>
      <AppContext.Provider value={context}>
        <MemoryRouter initialEntries={[typeof path === 'function' ? path(context.config.routes) : path]}>
          <StableNavigationProvider>{children}</StableNavigationProvider>
        </MemoryRouter>
      </AppContext.Provider>
    </QueryClientProvider>
  );
  return language ? (
    <IntlProvider locale={language.locale} defaultLocale="en" messages={language.messages}>
      {frame}
    </IntlProvider>
  ) : (
    frame
  );
}
