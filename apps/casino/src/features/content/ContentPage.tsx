// A legal or information page: brand data rendered safely (DOMPurify), with the brand name filled
// in. Text in a fallback language is marked with its own lang attribute.

import { defaultBrandId } from 'virtual:brand-index';
import { Skeleton, SkeletonGroup, Stack } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useApp } from '../../core/AppContext.tsx';
import { BackLink } from '../../core/routing/BackLink.tsx';
import { usePageKey } from '../../core/routing/usePageKey.ts';
import { NotFoundPage } from '../../core/ui/NotFoundPage.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import styles from './ContentPage.module.css';
import { loadContent } from './contentLoader.ts';
import type { ContentPageKey } from './contentPages.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function sanitizeContent(html: string, brandName: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
  });
  return clean.replaceAll('{brandName}', escapeHtml(brandName));
}

export function ContentPage() {
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

  if (content.isPending)
    return (
      <SkeletonGroup>
        <Stack gap={3}>
          <Skeleton width="60%" height="36px" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
        </Stack>
      </SkeletonGroup>
    );
  if (!content.data) return <NotFoundPage />;
  return (
    <>
      <BackLink />
      <article
        className={styles.article}
        lang={content.data.locale === locale ? undefined : content.data.locale}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify above
        dangerouslySetInnerHTML={{ __html: content.data.html }}
      />
    </>
  );
}
