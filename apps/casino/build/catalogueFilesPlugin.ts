// `virtual:catalogue-files`: where the app's own compiled catalogues (packages/i18n/locales) are
// fetched from. A build emits them as static files named by locale and one version (a hash of all
// of them), so the address of any locale is a rule, not a 36-entry table of hashed names in the
// first-load JavaScript; files stay immutable (a changed catalogue changes the version).
// Development serves them from the source folder.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const virtualId = 'virtual:catalogue-files';
const resolvedId = `\0${virtualId}`;

/** The folder of the emitted catalogues, within the site. */
export const catalogueFolder = 'assets/messages';

export function catalogueFilesPlugin(
  localesDir = resolve(import.meta.dirname, '../../../packages/i18n/locales'),
): Plugin {
  let building = false;
  let emitting = false;
  let base = '/';
  const catalogues = () => {
    const files = readdirSync(localesDir)
      .filter((file) => file.endsWith('.json'))
      .sort();
    const sources = files.map((file) => ({
      locale: file.slice(0, -'.json'.length),
      path: join(localesDir, file),
      source: readFileSync(join(localesDir, file), 'utf8'),
    }));
    const hash = createHash('sha256');
    for (const { locale, source } of sources) hash.update(`${locale}\0${source}\0`);
    return { sources, version: hash.digest('hex').slice(0, 10) };
  };
  return {
    name: 'casino-catalogue-files',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
      // The server bundle imports catalogues as modules (prerender); only the site ships files.
      emitting = building && !config.build.ssr;
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      if (!building)
        return `export const catalogueUrl = (locale) => ${JSON.stringify(`/@fs${localesDir}/`)} + locale + '.json';\n`;
      const { version } = catalogues();
      return `export const catalogueUrl = (locale) => ${JSON.stringify(`${base}${catalogueFolder}/`)} + locale + ${JSON.stringify(`.${version}.json`)};\n`;
    },
    generateBundle() {
      if (!emitting) return;
      const { sources, version } = catalogues();
      for (const { locale, path, source } of sources)
        this.emitFile({
          type: 'asset',
          fileName: `${catalogueFolder}/${locale}.${version}.json`,
          originalFileName: path,
          // Committed one message per line for clean merges; shipped without the line breaks.
          source: JSON.stringify(JSON.parse(source)),
        });
    },
  };
}
