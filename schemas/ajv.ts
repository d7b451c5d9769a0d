// The one place that configures Ajv, so run-time validation (Node: CLI, tests, back end) and
// the standalone validators compiled for the browser give the same verdicts.
import Ajv2020 from 'ajv/dist/2020.js';
import brand from './brand.schema.json' with { type: 'json' };
import navigation from './navigation.schema.json' with { type: 'json' };
import pageUrls from './page-urls.schema.json' with { type: 'json' };
import registrationFields from './registration-fields.schema.json' with { type: 'json' };
import scripts from './scripts.schema.json' with { type: 'json' };
import settings from './settings.schema.json' with { type: 'json' };
import theme from './theme.schema.json' with { type: 'json' };

export const schemas = { brand, theme, navigation, pageUrls, registrationFields, settings, scripts } as const;
export type SchemaName = keyof typeof schemas;
export const schemaNames = Object.keys(schemas) as SchemaName[];

/** Validator function name exported by the standalone module for each schema. */
export const validatorExportName = (name: SchemaName): string =>
  `validate${name.charAt(0).toUpperCase()}${name.slice(1)}`;

export interface AjvSetup {
  /** Emit standalone source code (for the browser bundle). */
  standalone?: boolean;
}

// Ajv marks `unicode` deprecated but still honours it; its notice would print on every start.
function ignoreUnicodeDeprecation(...args: unknown[]): void {
  if (String(args[0]).includes('option unicode')) return;
  console.warn(...args);
}

export function createAjv({ standalone = false }: AjvSetup = {}) {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    // `unicode: false` counts string length as JavaScript does, so the standalone code needs
    // no run-time helper (`ucs2length`) and therefore no `require` in the browser bundle.
    unicode: false,
    logger: { log: console.log, warn: ignoreUnicodeDeprecation, error: console.error },
    code: standalone ? { source: true, esm: true } : {},
  });
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv;
}
