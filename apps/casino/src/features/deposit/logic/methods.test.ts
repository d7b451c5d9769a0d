import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alternativeMethod,
  depositMethods,
  initialMethod,
  type MethodFlags,
  pickerLayout,
} from './methods.ts';

const method = (id: number, over: Partial<MethodFlags> = {}): MethodFlags => ({
  id,
  name: `M${id}`,
  order: id,
  isActive: true,
  hidden: false,
  depositExist: true,
  withdrawalExist: true,
  ...over,
});

const arbitraryMethod = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  name: fc.string({ minLength: 1, maxLength: 8 }),
  order: fc.integer({ min: -100, max: 100 }),
  isActive: fc.boolean(),
  hidden: fc.boolean(),
  depositExist: fc.boolean(),
  withdrawalExist: fc.boolean(),
});

describe('deposit method picker (spec 4, 6, 9)', () => {
  it('keeps active, offered, visible methods, ordered by order descending', () => {
    const shown = depositMethods([
      method(1, { order: 10 }),
      method(2, { order: 90 }),
      method(3, { isActive: false, order: 100 }),
      method(4, { hidden: true, order: 80 }),
      method(5, { depositExist: false, order: 70 }),
      method(6, { order: 50 }),
    ]);
    expect(shown.map((m) => m.id)).toEqual([2, 6, 1]);
  });

  it('a hidden active method that exists for withdrawals is still not a deposit choice', () => {
    expect(depositMethods([method(11, { hidden: true, withdrawalExist: true })])).toEqual([]);
  });

  it('property: every shown method is active, offered, not hidden; the order never rises', () => {
    fc.assert(
      fc.property(fc.array(arbitraryMethod, { maxLength: 30 }), (methods) => {
        const shown = depositMethods(methods);
        return (
          shown.every((m) => m.isActive && m.depositExist && !m.hidden) &&
          shown.every((m, index) => index === 0 || (shown[index - 1] as MethodFlags).order >= m.order) &&
          shown.length === methods.filter((m) => m.isActive && m.depositExist && !m.hidden).length
        );
      }),
    );
  });

  it.each([
    [0, 'full'],
    [1, 'full'],
    [4, 'full'],
    [5, 'grid'],
    [12, 'grid'],
  ] as const)('%i visible methods lay out as %s', (count, layout) =>
    expect(pickerLayout(count)).toBe(layout),
  );

  it('preselects the requested method, else the last used, else the first', () => {
    const visible = [method(3), method(2), method(1)];
    expect(initialMethod(visible, { requested: 'M1', lastUsedId: 2 })?.id).toBe(1);
    expect(initialMethod(visible, { requested: 'Gone', lastUsedId: 2 })?.id).toBe(2);
    expect(initialMethod(visible, { lastUsedId: 99 })?.id).toBe(3);
    expect(initialMethod([], { lastUsedId: 1 })).toBeUndefined();
  });

  it('offers the first other method after a failure, none when it was the only one', () => {
    const visible = [method(3), method(2)];
    expect(alternativeMethod(visible, 'M3')?.id).toBe(2);
    expect(alternativeMethod(visible, 'M2')?.id).toBe(3);
    expect(alternativeMethod([method(3)], 'M3')).toBeUndefined();
  });

  it('property: the alternative is never the failed method and is visible', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryMethod, { maxLength: 20 }),
        fc.string({ maxLength: 8 }),
        (methods, failed) => {
          const visible = depositMethods(methods);
          const alternative = alternativeMethod(visible, failed);
          return alternative === undefined
            ? visible.every((m) => m.name === failed)
            : alternative.name !== failed && visible.includes(alternative);
        },
      ),
    );
  });
});
