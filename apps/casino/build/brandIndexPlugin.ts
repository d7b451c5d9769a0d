// `virtual:brand-index`: which brand serves which host, and a lazy loader per brand, built from
// the brand folders at build time. Nothing in code lists the brands; each brand.json becomes its
// own chunk, so a site downloads only its brand.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const virtualId = 'virtual:brand-index';
const resolvedId = `\0${virtualId}`;

export function brandIndexPlugin(brandsDir = resolve(import.meta.dirname, '../../../brands')): Plugin {
  const settingsSchema = resolve(import.meta.dirname, '../../../schemas/settings.schema.json');
  const brandSchema = resolve(import.meta.dirname, '../../../schemas/brand.schema.json');
  let hostsOfBuild: Record<string, string> = {};
  let defaultOfBuild = '';
  return {
    name: 'casino-brand-index',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const folders = readdirSync(brandsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
        .map((entry) => entry.name)
        .sort();
      const hosts: Record<string, string> = {};
      for (const id of folders) {
        const file = join(brandsDir, id, 'brand.json');
        this.addWatchFile(file);
        const brand = JSON.parse(readFileSync(file, 'utf8')) as { hosts?: string[] };
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
            `  ${JSON.stringify(id)}: () => import(${JSON.stringify(join(brandsDir, id, 'brand.json'))}).then((m) => m.default),`,
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
        const match =
          output.type === 'chunk' &&
          output.facadeModuleId?.match(/[\\/]brands[\\/]([^\\/]+)[\\/]brand\.json$/);
        if (match?.[1]) chunks[match[1]] = output.fileName;
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
