// Renders a component the way the app does: inside an IntlProvider and a brand scope.
import { readBrands } from '@casino/layout-engine/reader';
import type { Brand } from '@casino/schemas/types';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { BrandProvider, type Direction } from '../src/brand/BrandProvider.tsx';

/** Every brand folder, read as the Storybook toolbar reads them (merged over brands/_base). */
export const brands: Brand[] = readBrands().map(({ data }) => data as Brand);

type Options = RenderOptions & { locale?: string; dir?: Direction; brand?: Brand };

export function Providers({
  children,
  locale = 'en',
  dir = 'ltr',
  brand = brands[0] as Brand,
}: {
  children: ReactNode;
  locale?: string;
  dir?: Direction;
  brand?: Brand;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" onError={() => {}}>
      <BrandProvider brandId={brand.id} theme={brand.theme} dir={dir}>
        {children}
      </BrandProvider>
    </IntlProvider>
  );
}

export function renderUi(ui: ReactElement, { locale, dir, brand, ...options }: Options = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <Providers locale={locale} dir={dir} brand={brand}>
        {children}
      </Providers>
    ),
    ...options,
  });
}
