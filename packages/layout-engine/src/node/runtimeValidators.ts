// Ajv compiled at run time (Node: CLI, tests, back end). The browser uses the standalone code
// generated from the same Ajv setup (schemas/ajv.ts).
import { createAjv } from '@casino/schemas/ajv';
import type { SchemaValidator } from '../issues.ts';
import type { Validators } from '../validation.ts';

const idOf = (file: string): string => `https://casino.local/schemas/${file}`;

export function createRuntimeValidators(): Validators & { registrationFields: SchemaValidator } {
  const ajv = createAjv();
  const get = (file: string): SchemaValidator => {
    const validate = ajv.getSchema(idOf(file));
    if (!validate) throw new Error(`schema ${file} is not registered`);
    return validate as SchemaValidator;
  };
  return {
    brand: get('brand.schema.json'),
    settings: get('settings.schema.json'),
    registrationFields: get('registration-fields.schema.json'),
  };
}
