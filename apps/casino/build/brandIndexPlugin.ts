// `virtual:brand-index`: which brand serves which host, and a lazy loader per brand, built from
// the brand folders at build time. Nothing in code lists the brands; each brand becomes its own
// chunk (`virtual:brand-data/<id>`: its brand.json merged over brands/_base by the shared reader),
// so a site downloads only its brand.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
// By path, not by package name: see brandReader.ts on why a Vite config cannot import a workspace package.
import {
  brandSourceFiles,
  defaultBrandsDir,
  listBrands,
  readBrand,
} from '../../../packages/layout-engine/src/node/brandReader.ts';

const virtualId = 'virtual:brand-index';
const resolvedId = `\0${virtualId}`;
const brandDataPrefix = 'virtual:brand-data/';
const resolvedBrandDataPrefix = `\0${brandDataPrefix}`;

export function brandIndexPlugin(brandsDir = defaultBrandsDir): Plugin {
  const settingsSchema = resolve(import.meta.dirname, '../../../schemas/settings.schema.json');
  const brandSchema = resolve(import.meta.dirname, '../../../schemas/brand.schema.json');
  let hostsOfBuild: Record<string, string> = {};
  let defaultOfBuild = '';
  return {
    name: 'casino-brand-index',
    resolveId: (id) =>
      id === virtualId ? resolvedId : id.startsWith(brandDataPrefix) ? `\0${id}` : undefined,
    load(id) {
      if (id.startsWith(resolvedBrandDataPrefix)) {
        const brandId = id.slice(resolvedBrandDataPrefix.length);
        for (const file of brandSourceFiles(brandId, brandsDir)) this.addWatchFile(file);
        return `export default ${JSON.stringify(readBrand(brandId, brandsDir))};\n`;
      }
      if (id !== resolvedId) return undefined;
      const folders = listBrands(brandsDir);
      const hosts: Record<string, string> = {};
      for (const id of folders) {
        for (const file of brandSourceFiles(id, brandsDir)) this.addWatchFile(file);
        const brand = readBrand(id, brandsDir) as { hosts?: string[] };
        for (const host of brand.hosts ?? []) hosts[host] = id;
      }
      const defaultBrandId = (
        JSON.parse(readFileSync(settingsSchema, 'utf8')) as {
          properties: { theme: { default: string } };
        }
      ).properties.theme.default;
      hostsOfBuild = hosts;
      defaultOfBuild = defaultBrandId;
      const loaders = folders
        .map(
          (id) =>
            `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`${brandDataPrefix}${id}`)}).then((m) => m.default),`,
        )
        .join('\n');
      return `export const brandIds = ${JSON.stringify(folders)};
export const hostIndex = ${JSON.stringify(hosts)};
export const defaultBrandId = ${JSON.stringify(defaultBrandId)};
export const brandLoaders = {
${loaders}
};
`;
    },
    // brand-chunks.json tells the app server which chunk holds each host's brand, so index.html
    // can preload it beside the entry instead of after the entry has run, and the supported
    // locales with the file of each one's catalogue (packages/i18n/locales, content-hashed), so it
    // can preload the likely catalogue.
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      const catalogues: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        const brandId =
          output.type === 'chunk' && output.facadeModuleId?.startsWith(resolvedBrandDataPrefix)
            ? output.facadeModuleId.slice(resolvedBrandDataPrefix.length)
            : undefined;
        if (brandId) chunks[brandId] = output.fileName;
        if (output.type !== 'asset') continue;
        for (const source of output.originalFileNames) {
          const locale = source.match(/packages[\\/]i18n[\\/]locales[\\/]([^\\/]+)\.json$/)?.[1];
          if (locale) catalogues[locale] = output.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'brand-chunks.json',
        source: JSON.stringify({
          hosts: hostsOfBuild,
          defaultBrandId: defaultOfBuild,
          chunks,
          locales: (
            JSON.parse(readFileSync(brandSchema, 'utf8')) as { $defs: { locale: { enum: string[] } } }
          ).$defs.locale.enum,
          catalogues,
        }),
      });
    },
  };
}
