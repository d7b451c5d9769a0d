// Issue 18: the brands ship their legal pages in every locale they enable (terms, privacy and
// responsible gambling at least), and every translation keeps its English page's shape: the same
// blocks in the same order and the brand name where the English has it. A page a brand lacks in a
// locale is shown in English with a label (ContentPage); these three may not be lacking.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const brandsDir = join(import.meta.dirname, '../../../../../brands');
const requiredPages = ['termsAndConditions', 'privacyPolicy', 'responsibleGambling'] as const;

const brands = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => {
    const brand = JSON.parse(readFileSync(join(brandsDir, entry.name, 'brand.json'), 'utf8')) as {
      locales: { enabled: string[] };
    };
    const contentDir = join(brandsDir, entry.name, 'content');
    const files = readdirSync(contentDir).filter((file) => file.endsWith('.html'));
    return { id: entry.name, locales: brand.locales.enabled, contentDir, files };
  });

/** The page's shape: its tags in order, and how often it names the brand. */
function shape(html: string) {
  return {
    tags: [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((match) => match[0].replace(/\s.*>$/, '>')),
    brandNames: html.split('{brandName}').length - 1,
  };
}

describe('brand content pages per locale', () => {
  it('has the brands to check', () => {
    expect(brands.map((brand) => brand.id)).toEqual(expect.arrayContaining(['curacao', 'lulu', 'wincraft']));
  });

  for (const brand of brands) {
    it(`${brand.id}: terms, privacy and responsible gambling in each of its ${brand.locales.length} locales`, () => {
      const missing = requiredPages.flatMap((page) =>
        brand.locales
          .filter((locale) => !brand.files.includes(`${page}.${locale}.html`))
          .map((l) => `${page}.${l}`),
      );
      expect(missing).toEqual([]);
    });

    it(`${brand.id}: every translated page has its English page's blocks and brand name`, () => {
      const differing: string[] = [];
      for (const file of brand.files) {
        const [page, locale] = file.split('.');
        if (locale === 'en') continue;
        const english = join(brand.contentDir, `${page}.en.html`);
        expect(brand.files, `${file} translates ${page}.en.html`).toContain(`${page}.en.html`);
        const source = shape(readFileSync(english, 'utf8'));
        const translated = shape(readFileSync(join(brand.contentDir, file), 'utf8'));
        if (JSON.stringify(source) !== JSON.stringify(translated)) differing.push(file);
        expect(brand.locales, `${file} is in a locale ${brand.id} enables`).toContain(locale);
      }
      expect(differing).toEqual([]);
    });
  }

  // Issue 35 point 6: the Contacts page promises live chat in the app's words, only where the
  // brand's settings turn the chat on (ContentPage); a brand's own text never promises it.
  for (const brand of brands)
    it(`${brand.id}: no contacts page promises a live chat in the brand's own text`, () => {
      const contacts = brand.files.filter((file) => file.startsWith('contacts.'));
      for (const file of contacts)
        expect(readFileSync(join(brand.contentDir, file), 'utf8'), file).not.toMatch(
          /live chat|chat button|chat bubble/i,
        );
    });
});
