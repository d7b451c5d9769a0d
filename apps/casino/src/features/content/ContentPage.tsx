// A legal or information page: brand data rendered safely (DOMPurify), with the brand name filled
// in. A page the brand has not published in the visitor's language shows in the fallback language
// with a label that says so (in the visitor's language), never silently mixed; its text carries
// its own lang attribute. The Contacts page's live-chat line is the app's, not the brand's text:
// it shows only where the brand's settings turn live chat on, so no page promises a chat that is
// not there.

import { defaultBrandId } from 'virtual:brand-index';
import { Callout } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { BackLink } from '../../core/routing/BackLink.tsx';
import { usePageKey } from '../../core/routing/usePageKey.ts';
import { NotFoundPage } from '../../core/ui/NotFoundPage.tsx';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import styles from './ContentPage.module.css';
import { loadContent } from './contentLoader.ts';
import { contentMessages as messages } from './contentMessages.ts';
import type { ContentPageKey } from './contentPages.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function sanitizeContent(html: string, brandName: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
  });
  return clean.replaceAll('{brandName}', escapeHtml(brandName));
}

/** The language's name in the visitor's language ("English", "Englisch", "الإنجليزية"). */
const languageName = (language: string, inLocale: string): string =>
  new Intl.DisplayNames([inLocale], { type: 'language' }).of(language) ?? language;

export function ContentPage() {
  const intl = useIntl();
  const { config, locale } = useApp();
  const page = usePageKey() as ContentPageKey;
  const content = useQuery({
    queryKey: ['content', config.brandId, page, locale],
    queryFn: async () => {
      const found = await loadContent(page, config.brandId, locale, defaultBrandId, config.locales.default);
      return found ? { ...found, html: sanitizeContent(found.html, config.brandName) } : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const title = content.data
    ? /<h1[^>]*>(.*?)<\/h1>/s.exec(content.data.html)?.[1]?.replace(/<[^>]+>/g, '')
    : undefined;
  useDocumentTitle(title);

  if (content.isPending) return <PageSkeleton label={intl.formatMessage(messages.loading)} />;
  if (content.isError)
    return (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retrying={content.isFetching}
        onRetry={() => void content.refetch()}
      />
    );
  if (!content.data) return <NotFoundPage />;
  const fallback = content.data.locale === locale ? undefined : content.data.locale;
  return (
    <>
      <BackLink />
      {fallback && (
        <Callout tone="info" className={styles.fallback} data-testid="content-fallback">
          <p>{intl.formatMessage(messages.fallback, { language: languageName(fallback, locale) })}</p>
        </Callout>
      )}
      <article
        className={styles.article}
        lang={fallback}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify above
        dangerouslySetInnerHTML={{ __html: content.data.html }}
      />
      {page === 'contacts' && config.social.liveChat && (
        <p className={styles.liveChat} data-testid="contacts-live-chat">
          {intl.formatMessage(messages.liveChat)}
        </p>
      )}
    </>
  );
}

// The page manifest loads this module as is.
export { ContentPage as Component };
