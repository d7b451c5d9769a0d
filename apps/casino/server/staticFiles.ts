// dist/ as the browser may see it: files inside it only, never a dot folder (the server bundle,
// Vite's build notes), each compressed once per encoding and kept (dist/ is immutable and finite).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | null;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);

export const contentTypeOf = (file: string): string => types[extname(file)] ?? 'application/octet-stream';

/** The encoding to answer with, from Accept-Encoding (brotli preferred). */
export function pickEncoding(acceptEncoding: string | undefined, file: string): Encoding {
  if (!compressible.has(extname(file))) return null;
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function compress(raw: Buffer, encoding: Encoding, best = false): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(raw, best ? { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } } : {});
  if (encoding === 'gzip') return gzipSync(raw, best ? { level: 9 } : {});
  return raw;
}

/** Whether any segment of a path names a hidden file or folder. */
export const hasDotSegment = (pathname: string): boolean =>
  pathname.split('/').some((segment) => segment.startsWith('.'));

export function createStaticFiles(root: string) {
  const bodies = new Map<string, Buffer>();
  return {
    /** The file a checked path names, if it is a regular file inside root and not hidden. */
    fileFor(pathname: string): string | null {
      if (hasDotSegment(pathname)) return null;
      const file = join(root, pathname);
      if (!file.startsWith(root + sep)) return null;
      try {
        return statSync(file).isFile() ? file : null;
      } catch {
        return null;
      }
    },
    body(file: string, encoding: Encoding): Buffer {
      const key = `${encoding ?? 'identity'}:${file}`;
      let cached = bodies.get(key);
      if (!cached) {
        cached = compress(readFileSync(file), encoding, true);
        bodies.set(key, cached);
      }
      return cached;
    },
    /** Compresses every asset up front (brotli at quality 11 takes a moment per file). */
    warm(): void {
      const assets = join(root, 'assets');
      if (!existsSync(assets)) return;
      for (const name of readdirSync(assets)) {
        const file = join(assets, name);
        for (const encoding of ['br', 'gzip'] as const)
          if (pickEncoding(encoding, file)) this.body(file, encoding);
      }
    },
  };
}
