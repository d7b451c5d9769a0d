// `virtual:brands`: every brand folder as the app sees it (its brand.json merged over
// brands/_base by the shared reader), for the brand toolbar, the story tests and the visual run.
// The reader is imported by path: Storybook's and Vitest's config loaders leave workspace packages
// to Node, which cannot run their TypeScript.
import type { Plugin } from 'vite';
import {
  brandSourceFiles,
  listBrands,
  readBrand,
} from '../../packages/layout-engine/src/node/brandReader.ts';

const virtualId = 'virtual:brands';
const resolvedId = `\0${virtualId}`;

export function brandsPlugin(): Plugin {
  return {
    name: 'casino-storybook-brands',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const ids = listBrands();
      for (const brandId of ids) for (const file of brandSourceFiles(brandId)) this.addWatchFile(file);
      return `export default ${JSON.stringify(ids.map((brandId) => readBrand(brandId)))};\n`;
    },
  };
}

/** The brand folders' ids, sorted (one story-test project and one visual pass per brand). */
export const brandIds = (): string[] => listBrands();
