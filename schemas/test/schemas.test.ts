import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// Read by path: the design system is not a dependency of the schemas, only checked against.
import { iconNames } from '../../packages/ui/src/components/Icon/Icon.props.ts';
import { createAjv, schemaNames, schemas } from '../ajv.ts';
import { generateAll, generatedDir } from '../scripts/generate.ts';

describe('generated files', () => {
  it('are current: types and standalone validators match the schemas (run `pnpm schemas:generate`)', async () => {
    const files = await generateAll();
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(join(generatedDir, file), 'utf8'), `schemas/generated/${file} is stale`).toBe(text);
    }
  }, 30_000);
});

describe('navigation icons', () => {
  const iconEnum = (schemas.navigation as { $defs: { iconName: { enum: string[] } } }).$defs.iconName.enum;

  it("names exactly the design system's icons (packages/ui Icon iconNames)", () => {
    expect([...iconEnum].sort()).toEqual([...iconNames].sort());
  });

  it('refuses a menu item with an icon the design system cannot draw', () => {
    const validate = createAjv().getSchema(
      'https://casino.local/schemas/navigation.schema.json#/$defs/navItem',
    );
    expect(validate).toBeTruthy();
    expect(validate?.({ id: 'lobby', label: 'shell.nav.lobby', page: 'casino', icon: 'gift' })).toBe(true);
    expect(validate?.({ id: 'lobby', label: 'shell.nav.lobby', page: 'casino', icon: 'rocket' })).toBe(false);
  });
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
