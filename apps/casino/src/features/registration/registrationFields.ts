// Registration fields (spec 3): 0 hidden, 1 optional, 2 required. The brand's map is in the config;
// GET /api/admin/get-registration-fields wins per field.
import {
  type FieldVisibility,
  formatIssue,
  type RegistrationField,
  withServerRegistrationFields,
} from '@casino/layout-engine';

export type FieldMap = Record<RegistrationField, FieldVisibility>;

/**
 * The brand's field map with the server's answer laid over it (the layout engine's rule and
 * validator). An answer that breaks the schema is not applied: the brand's map stands, and the
 * console says why.
 */
export function mergeRegistrationFields(brandFields: FieldMap, server: unknown): FieldMap {
  const { fields, issues } = withServerRegistrationFields(brandFields, server);
  if (issues.length)
    console.warn(
      `[config] registration fields from the server ignored: ${issues.map((issue) => formatIssue('get-registration-fields', issue)).join('; ')}`,
    );
  return fields;
}

export const isShown = (fields: FieldMap, field: RegistrationField): boolean => fields[field] !== 'hidden';
export const isRequired = (fields: FieldMap, field: RegistrationField): boolean =>
  fields[field] === 'required';
