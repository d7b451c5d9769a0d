import { describe, expect, it } from 'vitest';
import { array, boolean, nullable, number, object, oneOf, optional, record, string } from './shape.ts';

describe('shape', () => {
  const player = object({
    id: number,
    name: nullable(string),
    nick: optional(string),
    tags: array(string),
    vip: boolean,
    status: oneOf(['a', 'b'] as const),
  });

  it('accepts what conforms, with extra fields', () => {
    expect(player({ id: 1, name: null, tags: [], vip: true, status: 'a', more: {} }, 'x')).toBeUndefined();
    expect(record(array(number))({ a: [1], b: [] }, 'x')).toBeUndefined();
  });

  it('names the first place that does not', () => {
    expect(player({ id: '1' }, 'x')).toBe('x.id: not a number');
    expect(player({ id: Number.NaN }, 'x')).toBe('x.id: not a number');
    expect(player({ id: 1, name: 'n', nick: 3 }, 'x')).toBe('x.nick: not a string');
    expect(player({ id: 1, name: 'n', tags: ['a', 2] }, 'x')).toBe('x.tags[1]: not a string');
    expect(player({ id: 1, name: 'n', tags: [], vip: true, status: 'c' }, 'x')).toBe(
      'x.status: not one of a, b',
    );
    expect(player(null, 'x')).toBe('x: not an object');
    expect(player([], 'x')).toBe('x: not an object');
    expect(array(number)({}, 'x')).toBe('x: not a list');
    expect(record(number)({ a: 1, b: 'b' }, 'x')).toBe('x.b: not a number');
  });
});
