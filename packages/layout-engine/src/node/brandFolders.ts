// Brand folders on disk (Node only): validation with file-level rules, and scaffolding. Reading
// is brandReader.ts's job. A brand is a folder: nothing in code lists the brands.
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '@casino/schemas/types';
import type { BrandOverride } from '../brandMerge.ts';
import { formatIssue, type ValidationIssue } from '../issues.ts';
import { settingsDefaults } from '../settings.ts';
import { checkBrand, type Validators } from '../validation.ts';
import { BrandReadError, brandFile, defaultBrandsDir, displayPath, readBrand } from './brandReader.ts';

export interface BrandReport {
  id: string;
  /** Path of the brand.json, relative to the repository root when inside it. */
  file: string;
  issues: ValidationIssue[];
  brand?: Brand;
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
