/// <reference types="vite/client" />
declare module 'virtual:brand-index' {
  export const brandIds: string[];
  export const hostIndex: Record<string, string>;
  export const defaultBrandId: string;
  export const brandLoaders: Record<string, () => Promise<unknown>>;
}

// build/catalogueFilesPlugin.ts: the address of the app's own catalogue of a supported locale.
declare module 'virtual:catalogue-files' {
  export const catalogueUrl: (locale: string) => string;
}

declare module 'virtual:boot-messages' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

// Storybook only (storybook/.storybook/brandsPlugin.ts): every brand folder merged over _base.
declare module 'virtual:brands' {
  import type { Brand } from '@casino/schemas/types';

  const brands: Brand[];
  export default brands;
}
