// Settings precedence (lowest first), each layer replacing whole top-level fields:
//   1. the defaults written in schemas/settings.schema.json;
//   2. the brand's own defaults: brand.json `settings` (and `navigation.system` for the
//      navigation system when `settings.navigationSystem` is absent);
//   3. the operator's live settings: GET /api/core/casino/settings2, or local environment
//      settings, which replace settings2 entirely when given (spec 7).
// Arrays are replaced, never concatenated; page URL overrides are merged per page key instead
// (see routes.ts), so settings2 can move one page without restating the brand's others.
import { settingsSchemaDefaults, settingsSchemaKeys } from '@casino/schemas/facts';
import type { Brand, Settings } from '@casino/schemas/types';
import type { ValidationIssue } from './issues.ts';
import { checkSettings, type Validators } from './validation.ts';

type SettingsKey = keyof Settings;

const knownKeys = new Set<string>(settingsSchemaKeys);

/** The `default` of every settings field that has one, read from the schema itself. */
export function settingsDefaults(): Settings {
  return structuredClone(settingsSchemaDefaults) as unknown as Settings;
}

export interface SplitSettings {
  known: Record<string, unknown>;
  /** Fields an operator's back end sent that this front end does not know: ignored, reported. */
  unknownKeys: string[];
}

/** Operators' back ends send more fields than the spec names; only the known ones are used. */
export function splitUnknownSettings(raw: Record<string, unknown>): SplitSettings {
  const known: Record<string, unknown> = {};
  const unknownKeys: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (knownKeys.has(key)) known[key] = value;
    else unknownKeys.push(key);
  }
  return { known, unknownKeys };
}

/** Brand layer of the precedence: brand.json settings, with navigation.system as fallback. */
export function brandSettingsLayer(brand: Brand): Settings {
  return { navigationSystem: brand.navigation.system, brandName: brand.name, ...brand.settings };
}

export function mergeSettings(...layers: (Settings | undefined)[]): Settings {
  const merged: Record<string, unknown> = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer) as [SettingsKey, unknown][]) {
      if (value !== undefined) merged[key] = value;
    }
  }
  return merged as Settings;
}

// spec 9 inactivity rule: shared with the reference back end's server-side idle timeout.
export { inactivityTimeoutMs } from '@casino/schemas/account-rules';

export interface DroppedSetting {
  /** The top-level settings field that was left out ('' when no single field was to blame). */
  field: string;
  issues: ValidationIssue[];
}

export interface SalvagedSettings {
  /** The fields that passed, validated together. */
  settings: Settings;
  dropped: DroppedSetting[];
}

/** The top-level field a JSON pointer lies in: `/pageUrlSetup/2/key` → `pageUrlSetup`. */
function fieldOfPointer(pointer: string): string {
  const token = pointer.split('/')[1] ?? '';
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Validates an operator's settings object field by field: a field that breaks the schema or a
 * semantic rule is left out (so the layer below, the brand or the schema default, applies) and
 * reported; the rest is used. Rules that span fields can blame more than one; each round drops
 * every blamed field and checks again, so the result always passes validation.
 */
export function salvageSettings(
  validators: Pick<Validators, 'settings'>,
  known: Record<string, unknown>,
): SalvagedSettings {
  const remaining: Record<string, unknown> = { ...known };
  const dropped: DroppedSetting[] = [];
  for (;;) {
    const check = checkSettings(validators, remaining);
    if (check.ok) return { settings: check.value, dropped };
    const byField = new Map<string, ValidationIssue[]>();
    for (const issue of check.issues) {
      const field = fieldOfPointer(issue.pointer);
      const blamed = Object.hasOwn(remaining, field) ? field : '';
      byField.set(blamed, [...(byField.get(blamed) ?? []), issue]);
    }
    // An issue no field explains (cannot happen for an object today): keep none of the layer.
    const unexplained = byField.get('');
    if (unexplained || byField.size === 0) {
      dropped.push({ field: '', issues: unexplained ?? check.issues });
      return { settings: {}, dropped };
    }
    for (const [field, issues] of byField) {
      delete remaining[field];
      dropped.push({ field, issues });
    }
  }
}
