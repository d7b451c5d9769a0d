import { createHash } from 'node:crypto';
import { relative, resolve } from 'node:path';
import formatjs from '@formatjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootMessagesPlugin } from './build/bootMessagesPlugin.ts';
import { brandIndexPlugin } from './build/brandIndexPlugin.ts';
import { catalogueFilesPlugin } from './build/catalogueFilesPlugin.ts';
import { firstLoadGroups, recordFirstLoad } from './build/firstLoadChunk.ts';
import { preloadEntryChunksPlugin } from './build/preloadPlugin.ts';
import { shakeableRouterPlugin } from './build/shakeableRouterPlugin.ts';
import { sourceMapsAsidePlugin } from './build/sourceMapsAsidePlugin.ts';

const outDir = process.env.CASINO_DIST_DIR ?? 'dist';
// Written by pass 1 of `pnpm build`, read by pass 2 (build/firstLoadChunk.ts); pass 2 empties
// the folder, so the plan does not ship.
const buildPass2 = process.env.CASINO_BUILD_PASS === '2';
// Pass 3 builds the app server (server/serve.ts, with src/prerender) for Node, beside the app but
// in a dot folder the app server never serves.
const serverBuild = process.env.CASINO_BUILD_PASS === 'server';
const firstLoadPlan = resolve(import.meta.dirname, outDir, '.vite/first-load-modules.json');
// The lobby is prerendered and has much code of its own: its first visit's chunks are grouped too
// (build/firstLoadChunk.ts), its area being the game pages' folders.
const lobbyFirstVisit = {
  name: 'lobby',
  page: '/src/features/lobby/LobbyPage.tsx',
  area: ['/src/features/lobby/', '/src/features/games/', '/src/core/games/'],
};

/**
 * A CSS module's class: its name and a hash of its file, without the default's line number. Every
 * page's entry carries the class maps of the modules its first frame needs (~90 classes): a line
 * number per class compresses badly, 232 B gzip of the entry (issue 34's budgets). Stable across
 * the client, server and prerender builds (the file's path from here, not its content).
 */
function scopedClassName(name: string, filename: string): string {
  const file = relative(import.meta.dirname, filename.split('?')[0] ?? filename).replaceAll('\\', '/');
  return `_${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 6)}`;
}

export default defineConfig({
  plugins: [
    react(),
    shakeableRouterPlugin(),
    // Production code needs message ids only: every catalogue (with en as fallback) arrives
    // precompiled, so defaultMessage and description are dead weight in the bundle (~2 KB gzip on
    // the first load). Dev keeps them for messages not yet extracted.
    { ...formatjs({ removeDefaultMessage: true }), apply: 'build' },
    // Before brandIndexPlugin: brand-chunks.json lists the catalogue files this one emits.
    catalogueFilesPlugin(),
    brandIndexPlugin(),
    bootMessagesPlugin(),
    preloadEntryChunksPlugin(['/src/features/home/HomePage.tsx']),
    // Maps are written but never served: no sourceMappingURL, moved to dist/.sourcemaps/.
    sourceMapsAsidePlugin(),
    ...(buildPass2 || serverBuild
      ? []
      : [recordFirstLoad(firstLoadPlan, '/src/features/home/HomePage.tsx', [lobbyFirstVisit])]),
  ],
  css: { modules: { generateScopedName: scopedClassName } },
  resolve: {
    alias: [
      // styled-system's ES2015 ponyfill: every browser the target allows has Object.assign.
      { find: /^object-assign$/, replacement: resolve(import.meta.dirname, 'build/shims/objectAssign.ts') },
      // Every message arrives precompiled to ICU AST (packages/i18n/locales), so the parser is
      // not shipped: react-intl formats ASTs only.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  // The prerenderer bundles everything it uses, so dist/ runs on any Node without node_modules.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    // CASINO_DIST_DIR lets a test run build into its own folder (parallel e2e runs).
    outDir: serverBuild ? `${outDir}/.server` : outDir,
    copyPublicDir: !serverBuild,
    // Every browser the target allows has <link rel=modulepreload>: no polyfill on the first load.
    // A lazy chunk's stylesheets still load with it (Vite's preload helper adds them before the
    // chunk runs, so nothing paints unstyled); its JavaScript imports are left to the browser's
    // module loader, which fetches them as soon as the chunk arrives. Listing those imports for
    // every lazy chunk put a table of ~160 file names into the entry: 2.8 KB gzip of every first
    // load, against one round trip more when a page or modal first opens (ADR 5, addendum).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_chunk, dependencies) => dependencies.filter((file) => file.endsWith('.css')),
    },
    emptyOutDir: true,
    sourcemap: 'hidden',
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        ...(serverBuild
          ? {}
          : {
              codeSplitting: {
                // The lobby (/casino) and /promotions are prerendered too (ADR 6): their first frames
                // need their styles in the stylesheet the HTML links, or they paint unstyled and then
                // move (CLS 0.81 on the lobby, 0.045-0.052 on /promotions when its page grid's gaps
                // arrived with the page's chunk). ~2 KB gzip of CSS on every first load.
                groups: firstLoadGroups(firstLoadPlan, buildPass2, [
                  '/src/features/lobby/Lobby.module.css',
                  '/src/core/ui/Page.module.css',
                  '/src/features/promotions/Promotions.module.css',
                ]),
              },
            }),
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
