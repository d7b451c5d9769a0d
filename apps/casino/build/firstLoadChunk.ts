// One chunk for the libraries every visit runs at boot. Left alone, Rolldown cuts modules shared
// between the entry and lazy chunks (react-intl, the router, TanStack Query…) into several small
// files; a first visit downloads them all anyway, and each file compresses on its own, so many
// small files cost more bytes (and requests) than one.

/** Packages the boot path needs on every visit (React, router, i18n, server state, styling). */
export const firstLoadPackages = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'react-intl',
  '@formatjs/[^/]+',
  'intl-messageformat',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'zustand',
  'goober',
  '@emotion/unitless',
  '@styled-system/[^/]+',
  'object-assign',
] as const;

/** A `codeSplitting.groups[]` entry collecting those packages into the `vendor` chunk. */
export const firstLoadVendorGroup = {
  name: 'vendor',
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${firstLoadPackages.join('|')})[\\\\/]`),
};
