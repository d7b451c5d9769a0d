import { readBrands } from '@casino/layout-engine/reader';
import type { Brand } from '@casino/schemas/types';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  brandStyleSheet,
  buttonKinds,
  contrastRatio,
  createVarTheme,
  isDark,
  mediaQueries,
  mixHex,
  readableColorName,
  readableTint,
  styledSystemBreakpoints,
  themeToCssVariables,
  viewportForWidth,
} from './index.ts';

const brands: Brand[] = readBrands().map(({ data }) => data as Brand);

describe('theme → CSS custom properties', () => {
  it('gives every brand exactly the same variable names, so components never branch on brand', () => {
    const [first, ...rest] = brands.map((brand) => Object.keys(themeToCssVariables(brand.theme)).sort());
    expect(first?.length).toBeGreaterThan(100);
    for (const names of rest) expect(names).toEqual(first);
  });

  it('turns palette names in component tokens into variable references', () => {
    const brand = brands[0] as Brand;
    const vars = themeToCssVariables(brand.theme);
    expect(vars['--button-primary-background']).toBe('var(--color-primary)');
    expect(vars['--button-link-background']).toBe('transparent');
    expect(vars['--button-radius']).toBe(`var(--radius-${brand.theme.components.button.radius})`);
    expect(vars['--space-2']).toBe(`${brand.theme.space[2]}px`);
  });

  it('scopes a brand style sheet by its data-brand attribute', () => {
    const brand = brands[0] as Brand;
    const css = brandStyleSheet(brand.id, brand.theme);
    expect(css.startsWith(`[data-brand="${brand.id}"]{`)).toBe(true);
    expect(css).toContain(`--color-primary:${brand.theme.colors.primary};`);
  });

  it('builds one var-reference theme for styled-system', () => {
    const brand = brands[0] as Brand;
    const theme = createVarTheme(brand.theme, styledSystemBreakpoints(brand.theme.breakpoints));
    expect(theme.colors.primary).toBe('var(--color-primary)');
    expect(theme.space[3]).toBe('var(--space-3)');
    expect(theme.breakpoints).toEqual(['768px', '1025px']);
  });

  it('tells dark from light backgrounds', () => {
    expect(isDark('#000')).toBe(true);
    expect(isDark('#0b1020')).toBe(true);
    expect(isDark('#ffffff')).toBe(false);
    expect(isDark('#fff7fbcc')).toBe(false);
  });
});

describe('breakpoints (spec 9: mobile < 768, tablet 768–1024)', () => {
  const breakpoints = { tablet: 768, desktop: 1025 } as const;
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, viewport) => {
    expect(viewportForWidth(width, breakpoints)).toBe(viewport);
  });

  it('writes the matching media queries', () => {
    expect(mediaQueries(breakpoints)).toEqual({
      mobile: '(max-width: 767px)',
      tablet: '(min-width: 768px) and (max-width: 1024px)',
      desktop: '(min-width: 1025px)',
    });
  });
});

describe('contrast (WCAG 2.2 AA, 4.5:1 for text)', () => {
  it('measures the known extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(AA_TEXT);
  });

  it('keeps a readable preferred colour and replaces an unreadable one from the same palette', () => {
    const palette = { white: '#ffffff', ink: '#0b1020', blue: '#3b82f6' };
    expect(readableColorName(palette, 'white', '#000000', ['ink'])).toBe('white');
    expect(readableColorName(palette, 'white', palette.blue, ['ink', 'white'])).toBe('ink');
    // Readable at rest but not on hover: the choice must hold on both.
    expect(readableColorName(palette, 'white', ['#000000', '#ffffff'], ['ink', 'blue'])).toBe('blue');
  });

  it('gives every brand button text that meets AA on its background', () => {
    for (const brand of brands) {
      const vars = themeToCssVariables(brand.theme);
      const resolve = (value: string | undefined): string => {
        const name = /^var\(--color-(.+)\)$/.exec(value ?? '')?.[1];
        return name
          ? ((brand.theme.colors as Record<string, string>)[name] ?? '')
          : brand.theme.colors.background;
      };
      for (const kind of buttonKinds) {
        const text = resolve(vars[`--button-${kind}-text`]);
        const background = resolve(vars[`--button-${kind}-background`]);
        const hover = resolve(vars[`--button-${kind}-hover-background`]);
        expect(contrastRatio(text, background), `${brand.id} ${kind}`).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(text, hover), `${brand.id} ${kind} hover`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });
});

describe('readable status colours', () => {
  it('mixes colours', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#dc2626', '#ffffff', 0)).toBe('#dc2626');
  });

  it('keeps a readable colour and tints an unreadable one toward the text colour', () => {
    expect(readableTint('#ffffff', '#000000', ['#000000'])).toBe('#ffffff');
    const tinted = readableTint('#dc2626', '#f4f6fb', ['#141b31']);
    expect(tinted).not.toBe('#dc2626');
    expect(contrastRatio(tinted, '#141b31')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('gives every brand readable status colours on all its surfaces', () => {
    for (const brand of brands) {
      const vars = themeToCssVariables(brand.theme);
      const { background, surface, surfaceRaised } = brand.theme.colors;
      for (const status of ['error', 'success', 'warning', 'info', 'accent', 'link']) {
        const color = vars[`--color-${status}-readable`] as string;
        for (const behind of [background, surface, surfaceRaised]) {
          expect(contrastRatio(color, behind), `${brand.id} ${status}`).toBeGreaterThanOrEqual(AA_TEXT);
        }
      }
    }
  });
});
