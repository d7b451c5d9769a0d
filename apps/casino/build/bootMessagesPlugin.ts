// `virtual:boot-messages`: the few compiled en messages the app needs before any catalogue has
// loaded (splash and the "cannot reach the casino" screen), picked by their `boot.` id prefix.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const virtualId = 'virtual:boot-messages';
const resolvedId = `\0${virtualId}`;

export function bootMessagesPlugin(
  catalogue = resolve(import.meta.dirname, '../../../packages/i18n/locales/en.json'),
): Plugin {
  return {
    name: 'casino-boot-messages',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      this.addWatchFile(catalogue);
      const all = JSON.parse(readFileSync(catalogue, 'utf8')) as Record<string, unknown>;
      const boot = Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith('boot.')));
      return `export default ${JSON.stringify(boot)};`;
    },
  };
}
