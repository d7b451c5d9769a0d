// Source maps are not served to browsers (issue 32, production defaults): they give any visitor
// the app's original source, comments included. The build still writes them (an operator may
// upload them to an error tracker), with no sourceMappingURL comment in the code ('hidden'), and
// this plugin moves them out of the served tree into .sourcemaps/, a dot folder the app server
// never serves (a static host should not serve it either; delete it before copying dist/ out).
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const SOURCE_MAP_FOLDER = '.sourcemaps';

/** Every *.map file under root, outside dot folders. */
function mapsUnder(root: string, dir = root): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...mapsUnder(root, path));
    else if (name.endsWith('.map')) found.push(path);
  }
  return found;
}

/** Moves every source map under outDir into outDir/.sourcemaps/ (same relative path). */
export function moveSourceMapsAside(outDir: string): number {
  const maps = mapsUnder(outDir);
  for (const file of maps) {
    const target = join(outDir, SOURCE_MAP_FOLDER, relative(outDir, file));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(file, target);
  }
  return maps.length;
}

export function sourceMapsAsidePlugin(): Plugin {
  let outDir = '';
  return {
    name: 'casino:source-maps-aside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler() {
        moveSourceMapsAside(outDir);
      },
    },
  };
}
