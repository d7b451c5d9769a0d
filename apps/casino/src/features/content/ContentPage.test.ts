import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './ContentPage.tsx';
import { loadContent } from './contentLoader.ts';

describe('brand content pages', () => {
  it('removes scripts, handlers and forms, and fills in the brand name safely', () => {
    const html = sanitizeContent(
      '<h1 onclick="x()">Hi {brandName}</h1><script>alert(1)</script><img src=x onerror=alert(1)><form><input></form><a href="javascript:alert(1)">x</a>',
      'Lulu <b>Bet</b>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|<form|<input|javascript:/);
    expect(html).toContain('Hi Lulu &#60;b&#62;Bet&#60;/b&#62;');
  });

  it('falls back from the brand and locale to the brand in the default locale, then the default brand', async () => {
    const brands = import.meta.glob('../../../../../brands/*/brand.json');
    expect(Object.keys(brands).length).toBeGreaterThanOrEqual(3);
    const own = await loadContent('termsAndConditions', 'wincraft', 'fr', 'curacao', 'en');
    expect(own).toMatchObject({ locale: 'en' });
    expect(own?.html).toContain('arena');
    const translated = await loadContent('termsAndConditions', 'curacao', 'de', 'curacao', 'en');
    expect(translated).toMatchObject({ locale: 'de' });
    const fromDefault = await loadContent('amlPolicy', 'wincraft', 'en', 'curacao', 'en');
    expect(fromDefault?.html).toContain('Anti-money-laundering');
    expect(await loadContent('amlPolicy', 'nope', 'xx', 'also-nope', 'en')).toBeNull();
  });
});
