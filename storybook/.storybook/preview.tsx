import type { CompiledMessages } from '@casino/i18n';
import { BrandProvider } from '@casino/ui';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { brandById, brands } from './brands.ts';
import { localeById, locales } from './locales.ts';

declare const __STORY_BRAND__: string | undefined;
declare const __STORY_LOCALE__: string | undefined;

// Story tests and the visual run drive the browser through Playwright (navigator.webdriver):
// animations and transitions are switched off there so every run sees the final frame. A story
// that tests an animation itself sets `parameters.animations: true`.
const underTest = typeof navigator !== 'undefined' && navigator.webdriver;
const stillCss =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

const withProviders: Decorator = (Story, context) => {
  // A test run may pin brand and locale (one project per brand); otherwise the toolbar decides.
  const brand = brandById(typeof __STORY_BRAND__ === 'string' ? __STORY_BRAND__ : context.globals.brand);
  const locale = localeById(typeof __STORY_LOCALE__ === 'string' ? __STORY_LOCALE__ : context.globals.locale);
  useEffect(() => {
    document.documentElement.lang = locale?.id ?? 'en';
    document.documentElement.dir = locale?.dir ?? 'ltr';
    document.body.style.margin = '0';
  }, [locale]);
  return (
    <IntlProvider
      locale={locale?.id ?? 'en'}
      defaultLocale="en"
      messages={(context.loaded as { messages?: CompiledMessages }).messages}
      onError={() => {}}
    >
      <BrandProvider brandId={brand.id} theme={brand.theme} dir={locale?.dir ?? 'ltr'}>
        {underTest && !context.parameters.animations && <style>{stillCss}</style>}
        <div style={{ padding: 'var(--space-4)' }}>
          <Story />
        </div>
      </BrandProvider>
    </IntlProvider>
  );
};

/** The pseudo-locale's catalogue, loaded only when the toolbar (or a run) chooses it. */
const loadMessages: Loader = async (context) => {
  const locale = localeById(typeof __STORY_LOCALE__ === 'string' ? __STORY_LOCALE__ : context.globals.locale);
  if (locale?.messages !== 'pseudo') return {};
  const { default: messages } = await import('../../packages/i18n/pseudo/en-XA.json');
  return { messages: messages as unknown as CompiledMessages };
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  loaders: [loadMessages],
  globalTypes: {
    brand: {
      description: 'Brand (a folder under brands/)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((brand) => ({ value: brand.id, title: brand.name ?? brand.id })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale; Arabic switches to right-to-left',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((locale) => ({ value: locale.id, title: locale.title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: brands[0]?.id,
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      // A violation fails the story test.
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
        },
      },
    },
  },
};

export default preview;
