import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classNameFor } from './classNameFor.ts';
import { recipeNames, recipes } from './recipes.ts';

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `.name { prop: value; … }` blocks of the CSS module, comments removed. */
function moduleClasses(): Map<string, Record<string, string>> {
  const text = readFileSync(join(import.meta.dirname, 'classes.module.css'), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  const classes = new Map<string, Record<string, string>>();
  for (const [, name, body] of text.matchAll(/\.([\w-]+)\s*\{([^}]*)\}/g)) {
    const declarations: Record<string, string> = {};
    for (const line of (body ?? '').split(';')) {
      const [property, ...value] = line.split(':');
      if (property?.trim()) declarations[property.trim()] = value.join(':').trim();
    }
    classes.set(name ?? '', declarations);
  }
  return classes;
}

describe('classes.module.css', () => {
  it('has exactly the recipes, with the same declarations', () => {
    const classes = moduleClasses();
    expect([...classes.keys()].sort()).toEqual([...recipeNames].sort());
    for (const name of recipeNames) {
      const expected = Object.fromEntries(
        Object.entries(recipes[name]).map(([property, value]) => [kebab(property), String(value)]),
      );
      expect(classes.get(name), name).toEqual(expected);
    }
  });
});

describe('classNameFor', () => {
  it('one stable class per recipe, distinct between recipes', () => {
    expect(classNameFor('card')).toBe(classNameFor('card'));
    expect(new Set(recipeNames.map(classNameFor)).size).toBe(recipeNames.length);
  });
});
