// The one reader of brands/ (Node only): which folders are brands, and a brand's data as its
// brand.json merged over brands/_base/base.json. The app's build, Storybook, the CLI, the back end,
// the app server and the tests all read brands through it.
//
// Its imports are Node built-ins and relative files only, so a Vite or Storybook config (bundled
// by a loader that leaves workspace packages to Node, which cannot run TypeScript) can import it
// by path: `packages/layout-engine/src/node/brandReader.ts`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrandOverride, mergeBrand } from '../brandMerge.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const defaultBrandsDir = join(repoRoot, 'brands');
export const brandFile = 'brand.json';
/** The shared base every brand.json overrides; its folder holds no brand.json, so it is no brand. */
export const baseFolder = '_base';
export const baseFile = 'base.json';

export class BrandReadError extends Error {
  constructor(
    /** The file at fault, relative to the repository root when inside it. */
    readonly file: string,
    /** What is wrong with it, without the file name. */
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

export function displayPath(path: string): string {
  const fromRoot = relative(repoRoot, path);
  return fromRoot.startsWith('..') ? path : fromRoot;
}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new BrandReadError(displayPath(path), `cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BrandReadError(displayPath(path), `not valid JSON: ${(error as Error).message}`);
  }
}

const asOverride = (data: unknown, path: string): BrandOverride => {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new BrandReadError(displayPath(path), 'must be a JSON object');
  return data as BrandOverride;
};

/** brands/_base/base.json (an empty base when the folder has none). */
export function readBrandBase(brandsDir = defaultBrandsDir): BrandOverride {
  const path = join(brandsDir, baseFolder, baseFile);
  return existsSync(path) ? asOverride(readJson(path), path) : {};
}

/** A brand's own file, as written: only what differs from the base. */
export function readBrandOverride(id: string, brandsDir = defaultBrandsDir): BrandOverride {
  const path = join(brandsDir, id, brandFile);
  return asOverride(readJson(path), path);
}

/**
 * The full brand data of a folder: its brand.json merged over the base. Not validated (see
 * validateBrandFolder / loadBrand); throws BrandReadError when a file is missing or not JSON.
 */
export function readBrand(id: string, brandsDir = defaultBrandsDir): unknown {
  return mergeBrand(readBrandBase(brandsDir), readBrandOverride(id, brandsDir));
}

/** The files a brand is made of (for watchers: a change to any of them changes the brand). */
export function brandSourceFiles(id: string, brandsDir = defaultBrandsDir): string[] {
  return [join(brandsDir, baseFolder, baseFile), join(brandsDir, id, brandFile)];
}

/** Every brand folder, read (merged) but not validated, sorted by id. */
export function readBrands(brandsDir = defaultBrandsDir): { id: string; data: unknown }[] {
  return listBrands(brandsDir).map((id) => ({ id, data: readBrand(id, brandsDir) }));
}

/** Every folder under `brandsDir` that holds a brand.json, sorted. */
export function listBrands(brandsDir = defaultBrandsDir): string[] {
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, brandFile)))
    .map((entry) => entry.name)
    .sort();
}
