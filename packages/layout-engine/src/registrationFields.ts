// GET /api/admin/get-registration-fields answers per field over the config's map (spec 3: 0
// hides a field). Only the registration screens need it, so its validator loads with them, not
// with every first visit.

import type { RegistrationFields } from '@casino/schemas/types';
import { validateRegistrationFields } from '@casino/schemas/validators/registrationFields';
import {
  type FieldVisibility,
  fieldVisibility,
  type RegistrationField,
} from './capabilities/registration.ts';
import { issuesFromSchemaErrors, type ValidationIssue } from './issues.ts';

export type RegistrationFieldMap = Record<RegistrationField, FieldVisibility>;

/**
 * The config's field map with the server's answer laid over it. An answer that breaks the schema
 * (an unknown field, a level other than 0/1/2) is not applied; its issues say why.
 */
export function withServerRegistrationFields(
  fields: RegistrationFieldMap,
  answer: unknown,
): { fields: RegistrationFieldMap; issues: ValidationIssue[] } {
  if (!validateRegistrationFields(answer))
    return { fields, issues: issuesFromSchemaErrors(validateRegistrationFields.errors) };
  return { fields: { ...fields, ...fieldVisibility(answer as RegistrationFields) }, issues: [] };
}
