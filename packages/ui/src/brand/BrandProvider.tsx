import type { Theme } from '@casino/schemas/types';
import { brandStyleSheet } from '@casino/tokens';
import { type ComponentProps, createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { GlobalStyle, StyleThemeProvider, styledElement } from '../internal/styling.ts';
import { styledSystemBreakpoints } from '../tokens/breakpoints.ts';
import { createVarTheme } from '../tokens/varTheme.ts';

export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];

type BrandScope = { brandId: string; dir: Direction; theme: Theme };
const BrandContext = createContext<BrandScope | null>(null);

/** The attributes a portal root needs to stay in the brand and writing direction of its opener. */
export function usePortalScope(): { 'data-brand'?: string; dir?: Direction } {
  const scope = useContext(BrandContext);
  return scope ? { 'data-brand': scope.brandId, dir: scope.dir } : {};
}

/**
 * The nearest brand's theme, for the few components that compute with its values rather than
 * read its CSS variables (a contrast check against a colour only known at runtime).
 */
export function useBrandTheme(): Theme {
  const scope = useContext(BrandContext);
  if (!scope) throw new Error('useBrandTheme needs a BrandProvider above it');
  return scope.theme;
}

/** Writing direction of the nearest brand scope (for arrow keys and swipe in RTL). */
export function useDirection(): Direction {
  return useContext(BrandContext)?.dir ?? 'ltr';
}

const scopeStyles = {
  color: 'var(--color-text)',
  fontFamily: 'var(--font-body)',
  fontSize: 'var(--font-size-1)',
  lineHeight: 'var(--line-height-body)',
  WebkitFontSmoothing: 'antialiased',
};

const Root = styledElement('div', {
  ...scopeStyles,
  background: 'var(--color-background)',
  minHeight: '100%',
});
const PortalRoot = styledElement('div', scopeStyles);

/** Injects a brand's CSS variables, scoped by `[data-brand]`, without rendering an element. */
export function BrandStyle({ brandId, theme }: { brandId: string; theme: Theme }) {
  return <GlobalStyle styles={brandStyleSheet(brandId, theme)} />;
}

export type BrandProviderProps = {
  /** Folder name of the brand under `brands/`; becomes `data-brand`. */
  brandId: string;
  /** The brand's `theme` block (brand.json). */
  theme: Theme;
  /** Writing direction of the active locale. @default 'ltr' */
  dir?: Direction;
  children: ReactNode;
};

/**
 * Puts its children in a brand: injects the brand's variables, sets `data-brand` and `dir`, and
 * gives primitives the var-reference theme. Portals opened inside re-apply the same scope.
 */
export function BrandProvider({ brandId, theme, dir = 'ltr', children }: BrandProviderProps) {
  const styleTheme = useMemo(
    () => createVarTheme(theme, styledSystemBreakpoints(theme.breakpoints)),
    [theme],
  );
  const scope = useMemo(() => ({ brandId, dir, theme }), [brandId, dir, theme]);
  return (
    <StyleThemeProvider theme={styleTheme}>
      <BrandStyle brandId={brandId} theme={theme} />
      <BrandContext.Provider value={scope}>
        <Root data-brand={brandId} dir={dir}>
          {children}
        </Root>
      </BrandContext.Provider>
    </StyleThemeProvider>
  );
}

/** Wraps portal content so the brand's variables and direction apply outside the app root. */
export function PortalScope({ children, ...rest }: ComponentProps<typeof PortalRoot>) {
  const scope = usePortalScope();
  // Radix portals may hand a ref and props down (asChild); they land on the scoped element.
  return (
    <PortalRoot {...rest} {...scope}>
      {children}
    </PortalRoot>
  );
}

/**
 * A portal container in <body> that carries the page's brand and direction. For Radix parts with
 * their own presence (the dialog's 300 ms exit): they mount inside it and keep their animations.
 * Returns the element (null until mounted) and the node to render.
 */
export function usePortalContainer(): [HTMLElement | null, ReactNode] {
  const scope = usePortalScope();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const host =
    typeof document === 'undefined'
      ? null
      : createPortal(<PortalRoot ref={setElement} data-portal-root="" {...scope} />, document.body);
  return [element, host];
}
