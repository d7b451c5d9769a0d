// Brand folders on disk (Node only): discovery, reading (the brand's overrides merged over
// brands/_base/base.json), validation with file-level rules, and scaffolding. A brand is a folder:
// nothing in code lists the brands. This is the one reader of brands/: the app's build, Storybook,
// the CLI, the back end, the app server and the tests all read brands through it.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Brand } from '@casino/schemas/types';
import { type BrandOverride, mergeBrand } from '../brandMerge.ts';
import { formatIssue, type ValidationIssue } from '../issues.ts';
import { settingsDefaults } from '../settings.ts';
import { checkBrand, type Validators } from '../validation.ts';

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

/** A brand read and validated (schema, semantic and folder rules); throws listing every issue. */
export function loadBrand(id: string, validators: Validators, brandsDir = defaultBrandsDir): Brand {
  const report = validateBrandFolder(id, validators, brandsDir);
  if (!report.brand)
    throw new BrandReadError(
      report.file,
      report.issues.map((issue) => formatIssue(report.file, issue)).join('\n'),
    );
  return report.brand;
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

export interface BrandReport {
  id: string;
  /** Path of the brand.json, relative to the repository root when inside it. */
  file: string;
  issues: ValidationIssue[];
  brand?: Brand;
}

function displayPath(path: string): string {
  const fromRoot = relative(repoRoot, path);
  return fromRoot.startsWith('..') ? path : fromRoot;
}

/** Schema + semantic rules, then the rules only the folder can tell: id = folder, assets exist. */
export function validateBrandFolder(
  id: string,
  validators: Validators,
  brandsDir = defaultBrandsDir,
): BrandReport {
  const path = join(brandsDir, id, brandFile);
  const file = displayPath(path);
  let data: unknown;
  try {
    data = readBrand(id, brandsDir);
  } catch (error) {
    if (!(error instanceof BrandReadError)) throw error;
    return { id, file: error.file, issues: [{ pointer: '', rule: 'json', message: error.reason }] };
  }
  const checked = checkBrand(validators, data);
  if (!checked.ok) return { id, file, issues: checked.issues };
  const brand = checked.value;
  const issues: ValidationIssue[] = [];
  if (brand.id !== id)
    issues.push({ pointer: '/id', rule: 'folderName', message: `must equal the folder name "${id}"` });
  for (const [name, asset] of Object.entries(brand.assets)) {
    if (!existsSync(join(brandsDir, id, asset)))
      issues.push({
        pointer: `/assets/${name}`,
        rule: 'fileExists',
        message: `file ${asset} not found in the brand folder`,
      });
  }
  return issues.length ? { id, file, issues } : { id, file, issues, brand };
}

export class BrandScaffoldError extends Error {}

const brandNamePattern = /^[a-z][a-z0-9-]{1,39}$/;

/** The brand new brands copy: the folder named by the settings schema's default theme. */
export function defaultBrandId(): string {
  const theme = settingsDefaults().theme;
  if (!theme) throw new BrandScaffoldError('the settings schema names no default theme');
  return theme;
}

const titleCase = (name: string): string =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');

/**
 * Starts brands/<name>: the default brand's assets and content pages to replace, and a minimal
 * brand.json (everything else comes from brands/_base/base.json until the operator overrides it).
 */
export function scaffoldBrand(name: string, brandsDir = defaultBrandsDir, from = defaultBrandId()): string {
  if (!brandNamePattern.test(name))
    throw new BrandScaffoldError(
      `brand name "${name}" must be 2–40 characters: lower-case letters, digits and hyphens, starting with a letter`,
    );
  const target = join(brandsDir, name);
  if (existsSync(target)) throw new BrandScaffoldError(`${displayPath(target)} already exists`);
  const source = join(brandsDir, from);
  if (!existsSync(join(source, brandFile)))
    throw new BrandScaffoldError(`default brand ${displayPath(source)} not found`);
  cpSync(source, target, { recursive: true, filter: (path) => path !== join(source, brandFile) });
  const displayName = titleCase(name);
  const override: BrandOverride & { $schema: string } = {
    $schema: '../../schemas/brand.schema.json',
    id: name,
    name: displayName,
    hosts: [`${name}.localhost`],
    locales: { enabled: ['en'] },
    navigation: { footer: { social: [] } },
    settings: { theme: name, brandName: displayName, passwordMinLength: 8 },
    features: { accumulatorCard: false },
  };
  writeFileSync(join(target, brandFile), `${JSON.stringify(override, null, 2)}\n`);
  return target;
}
