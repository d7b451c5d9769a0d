#!/usr/bin/env node
// Prints the minified + gzipped size of the package entry and of each component, as an app would
// ship them: React, ReactDOM and react-intl come from the app (external); everything else the
// component pulls in (emotion, styled-system, Radix, date-fns, qrcode, shared internals) counts.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const src = join(import.meta.dirname, '../src');
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'react-intl'];

const seamFile = join(src, 'internal/styling.ts');
const entries = [
  ['@casino/ui (entry)', join(src, 'index.ts')],
  ['styling seam', seamFile],
  ['tokens', join(src, 'tokens/index.ts')],
  ['primitives', join(src, 'primitives/index.ts')],
  ['brand', join(src, 'brand/index.ts')],
  ...readdirSync(join(src, 'components'))
    .sort()
    .map((name) => [name, join(src, 'components', name, 'index.ts')]),
];

async function measure(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
for (const [name, file] of entries) rows.push({ name, file: relative(src, file), ...(await measure(file)) });

// The styling seam (emotion + styled-system) is shared by every component: shown once, and each
// component's size beyond it (approximate: gzip sizes do not add up exactly).
const seam = rows.find((row) => row.name === 'styling seam')?.gzip ?? 0;
console.log(
  `${'module'.padEnd(22)} ${'min'.padStart(10)} ${'min+gzip'.padStart(10)} ${'beyond seam'.padStart(12)}`,
);
for (const row of rows) {
  const beyond = row.name === 'styling seam' ? '' : kb(Math.max(0, row.gzip - seam));
  console.log(
    `${row.name.padEnd(22)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} ${beyond.padStart(12)}`,
  );
}
console.log('(react, react-dom and react-intl are external: the app ships them once)');
