// Brand folders on disk (Node only): discovery, loading, validation with file-level rules, and
// scaffolding. A brand is a folder: nothing in code lists the brands.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Brand } from '@casino/schemas/types';
import type { ValidationIssue } from '../issues.ts';
import { settingsDefaults } from '../settings.ts';
import { checkBrand, type Validators } from '../validation.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const defaultBrandsDir = join(repoRoot, 'brands');
export const brandFile = 'brand.json';

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
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return {
      id,
      file,
      issues: [{ pointer: '', rule: 'json', message: `not valid JSON: ${(error as Error).message}` }],
    };
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

/** Copies the default brand into brands/<name> with its own id, name, host and settings. */
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
  cpSync(source, target, { recursive: true });
  const brand = JSON.parse(readFileSync(join(target, brandFile), 'utf8')) as Brand;
  const displayName = titleCase(name);
  brand.id = name;
  brand.name = displayName;
  brand.hosts = [`${name}.localhost`];
  brand.settings = { ...brand.settings, theme: name, brandName: displayName };
  writeFileSync(join(target, brandFile), `${JSON.stringify(brand, null, 2)}\n`);
  return target;
}
