import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressProblem } from './address.ts';
import { ruleMessages } from './messages.ts';
import { nameProblem, TEXT_MAX, textProblem } from './names.ts';

describe('names and address', () => {
  it('accept 255 characters and refuse 256', () => {
    for (const rule of [nameProblem, addressProblem]) {
      expect(rule('a'.repeat(255))).toBeNull();
      expect(rule('a'.repeat(256))).toEqual({ message: ruleMessages.tooLong, values: { max: 255 } });
    }
  });

  it('names are required by default, the address is not', () => {
    expect(nameProblem(' ')?.message).toBe(ruleMessages.required);
    expect(nameProblem('', { required: false })).toBeNull();
    expect(addressProblem('')).toBeNull();
    expect(addressProblem('', { required: true })?.message).toBe(ruleMessages.required);
  });

  it('counts characters, not UTF-16 units: 255 emoji fit (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }), (text) => {
        const trimmed = text.trim();
        const length = [...trimmed].length;
        const found = textProblem(text, { required: true });
        if (length === 0) expect(found?.message).toBe(ruleMessages.required);
        else if (length > TEXT_MAX) expect(found?.message).toBe(ruleMessages.tooLong);
        else expect(found).toBeNull();
      }),
    );
    expect(nameProblem('😀'.repeat(255))).toBeNull();
    // About 5 s of CPU for its 100 runs: past the default 5 s on a loaded 2-core machine.
  }, 30_000);
});
