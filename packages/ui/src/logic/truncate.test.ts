import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, TITLE_MAX_CHARACTERS, truncateTitle } from './truncate.ts';

describe('title truncation (35 characters + ellipsis)', () => {
  it('keeps a title of up to 35 characters', () => {
    const exact = 'x'.repeat(35);
    expect(truncateTitle(exact)).toBe(exact);
    expect(truncateTitle('Daily Free Spins')).toBe('Daily Free Spins');
  });

  it('cuts a longer title at 35 and adds an ellipsis', () => {
    expect(truncateTitle('Weekend Reload Bonus 50% up to €500 with 100 free spins')).toBe(
      'Weekend Reload Bonus 50% up to €500…',
    );
    expect(truncateTitle('y'.repeat(36))).toBe(`${'y'.repeat(35)}…`);
  });

  it('does not split an emoji', () => {
    expect(truncateTitle(`${'a'.repeat(34)}🎁🎁`)).toBe(`${'a'.repeat(34)}🎁…`);
  });

  it('property: the result is the title or a prefix of it plus the ellipsis, never over 36 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (title) => {
        const cut = truncateTitle(title);
        if (Array.from(title).length <= TITLE_MAX_CHARACTERS) return cut === title;
        return (
          cut.endsWith(ELLIPSIS) &&
          title.startsWith(cut.slice(0, -1)) &&
          Array.from(cut).length <= TITLE_MAX_CHARACTERS + 1
        );
      }),
    );
  });
});
