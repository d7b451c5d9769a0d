// Registration fields (spec 3): 0 hidden, 1 optional, 2 required. The brand's map is in the config;
// GET /api/admin/get-registration-fields wins per field.
import type { FieldVisibility, RegistrationField } from '@casino/layout-engine';

export type FieldMap = Record<RegistrationField, FieldVisibility>;

const levels: Record<number, FieldVisibility> = { 0: 'hidden', 1: 'optional', 2: 'required' };

/** The brand's field map with the server's answer laid over it; unknown fields and values are ignored. */
export function mergeRegistrationFields(brandFields: FieldMap, server: unknown): FieldMap {
  if (!server || typeof server !== 'object' || Array.isArray(server)) return brandFields;
  const merged = { ...brandFields };
  for (const [field, level] of Object.entries(server as Record<string, unknown>)) {
    if (field in merged && typeof level === 'number' && level in levels)
      merged[field as RegistrationField] = levels[level] as FieldVisibility;
  }
  return merged;
}

export const isShown = (fields: FieldMap, field: RegistrationField): boolean => fields[field] !== 'hidden';
export const isRequired = (fields: FieldMap, field: RegistrationField): boolean =>
  fields[field] === 'required';
