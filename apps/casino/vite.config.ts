import formatjs from '@formatjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootMessagesPlugin } from './build/bootMessagesPlugin.ts';
import { brandIndexPlugin } from './build/brandIndexPlugin.ts';
import { firstLoadVendorGroup } from './build/firstLoadChunk.ts';
import { preloadEntryChunksPlugin } from './build/preloadPlugin.ts';

export default defineConfig({
  plugins: [
    react(),
    // Production code needs message ids only: every catalogue (with en as fallback) arrives
    // precompiled, so defaultMessage and description are dead weight in the bundle (~2 KB gzip on
    // the first load). Dev keeps them for messages not yet extracted.
    { ...formatjs({ removeDefaultMessage: true }), apply: 'build' },
    brandIndexPlugin(),
    bootMessagesPlugin(),
    preloadEntryChunksPlugin(['/src/features/home/HomePage.tsx']),
  ],
  resolve: {
    alias: [
      // Every message arrives precompiled to ICU AST (packages/i18n/locales), so the parser is
      // not shipped: react-intl formats ASTs only.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    target: 'es2022',
    // CASINO_DIST_DIR lets a test run build into its own folder (parallel e2e runs).
    outDir: process.env.CASINO_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [firstLoadVendorGroup] } },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
