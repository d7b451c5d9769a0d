// Validation entry points shared by the browser (standalone validators) and Node (Ajv at run
// time): the validator is passed in, the rules around it are the same.
import type { Brand, Settings } from '@casino/schemas/types';
import { issuesFromSchemaErrors, type SchemaValidator, type ValidationIssue } from './issues.ts';
import { brandIssues, settingsIssues } from './semanticChecks.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

export interface Validators {
  brand: SchemaValidator;
  settings: SchemaValidator;
}

export function checkBrand(validators: Validators, data: unknown): Checked<Brand> {
  if (!validators.brand(data)) return { ok: false, issues: issuesFromSchemaErrors(validators.brand.errors) };
  const brand = data as Brand;
  const issues = brandIssues(brand);
  return issues.length ? { ok: false, issues } : { ok: true, value: brand };
}

export function checkSettings(validators: Pick<Validators, 'settings'>, data: unknown): Checked<Settings> {
  if (!validators.settings(data))
    return { ok: false, issues: issuesFromSchemaErrors(validators.settings.errors) };
  const settings = data as Settings;
  const issues = settingsIssues(settings);
  return issues.length ? { ok: false, issues } : { ok: true, value: settings };
}
