// A settings2 answer with one field of the wrong type must not take the site down: the field
// falls back to the brand's value (or the schema default) and is reported; the rest is used.
import { settingsSchemaKeys } from '@casino/schemas/facts';
import type { Brand } from '@casino/schemas/types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AppConfig, salvageSettings } from '../src/index.ts';
import { readBrands } from '../src/node/index.ts';
import { browserValidators, createAppConfig } from '../src/validators.ts';

const brands = readBrands().map(({ data }) => data as Brand);

function configOf(brand: Brand, settings2: unknown): AppConfig {
  const result = createAppConfig({ brand, settings2 });
  if (!result.ok) throw new Error(`site unavailable: ${JSON.stringify(result.error)}`);
  return result.config;
}

const withoutWarnings = ({ warnings: _warnings, ...rest }: AppConfig) => rest;
/** Does the settings schema (and its semantic rules) accept this value for this field on its own? */
const acceptsAlone = (field: string, value: unknown): boolean =>
  salvageSettings(browserValidators, { [field]: value }).dropped.length === 0;

// Values of every JSON type, so each field meets the types it does not expect.
const anyJson = fc.oneof(
  fc.boolean(),
  fc.integer({ min: -5000, max: 5000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 12 }),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

describe('settings2 with a field of the wrong type', () => {
  it('builds the same config as without that field, and names it in a warning', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...brands),
        fc.constantFrom(...brands),
        fc.constantFrom(...settingsSchemaKeys),
        anyJson,
        (brand, other, field, value) => {
          fc.pre(!acceptsAlone(field, value));
          // Another brand's settings stand in for a valid operator answer.
          const good: Record<string, unknown> = { ...other.settings };
          delete good[field];
          const salvaged = configOf(brand, { ...good, [field]: value });
          expect(withoutWarnings(salvaged)).toEqual(withoutWarnings(configOf(brand, good)));
          expect(
            salvaged.warnings.some((warning) => warning.startsWith(`settings2: ignored ${field} (`)),
          ).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('uses every field that is valid, whatever the bad ones are', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...brands),
        fc.dictionary(fc.constantFrom(...settingsSchemaKeys), anyJson, { maxKeys: 6 }),
        (brand, answer) => {
          const { settings, dropped } = salvageSettings(browserValidators, answer);
          const droppedFields = dropped.map((entry) => entry.field);
          expect(Object.keys(settings).sort()).toEqual(
            Object.keys(answer)
              .filter((field) => !droppedFields.includes(field))
              .sort(),
          );
          for (const field of droppedFields) expect(acceptsAlone(field, answer[field])).toBe(false);
          // And the site stays up.
          expect(createAppConfig({ brand, settings2: answer }).ok).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
