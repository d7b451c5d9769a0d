// Adds <link rel="modulepreload"> for lazy chunks every first visit needs (the shell) or most
// first visits need (the home page), so they download beside the entry instead of after it.
import type { Plugin } from 'vite';

export function preloadEntryChunksPlugin(modules: readonly string[]): Plugin {
  return {
    name: 'casino-preload-entry-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of Object.values(bundle)) {
          if (
            chunk.type === 'chunk' &&
            chunk.facadeModuleId &&
            modules.some((module) => chunk.facadeModuleId?.endsWith(module))
          )
            visit(chunk.fileName);
        }
        const already = (file: string) => html.includes(`/${file}"`);
        const links = [...files]
          .filter((file) => !already(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        return html.replace('</head>', `${links}</head>`);
      },
    },
  };
}
