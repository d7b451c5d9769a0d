import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaNames, schemas } from '../ajv.ts';
import { generateAll, generatedDir } from '../scripts/generate.ts';

describe('generated files', () => {
  it('are current: types and standalone validators match the schemas (run `pnpm schemas:generate`)', async () => {
    const files = await generateAll();
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(join(generatedDir, file), 'utf8'), `schemas/generated/${file} is stale`).toBe(text);
    }
  }, 30_000);
});

type Node = Record<string, unknown>;

/** Every property declared anywhere in a schema, with its JSON pointer. */
function* properties(node: unknown, pointer: string): Generator<[string, Node]> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const [index, child] of node.entries()) yield* properties(child, `${pointer}/${index}`);
    return;
  }
  for (const [key, child] of Object.entries(node as Node)) {
    if (key === 'properties' && child && typeof child === 'object') {
      for (const [name, property] of Object.entries(child as Node)) {
        yield [`${pointer}/properties/${name}`, property as Node];
        yield* properties(property, `${pointer}/properties/${name}`);
      }
    } else yield* properties(child, `${pointer}/${key}`);
  }
}

describe('schemas', () => {
  it.each(schemaNames)('%s: is draft 2020-12 with an $id and a description', (name) => {
    const schema = schemas[name] as Node;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toMatch(/^https:\/\/casino\.local\/schemas\/.+\.schema\.json$/);
    expect(typeof schema.description).toBe('string');
  });

  it.each(schemaNames)('%s: every property has a description', (name) => {
    const missing = [...properties(schemas[name], '')]
      .filter(([, property]) => typeof property.description !== 'string' || !property.description)
      .map(([pointer]) => pointer);
    expect(missing).toEqual([]);
  });
});
