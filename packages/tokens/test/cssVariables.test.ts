// Component variables come from walking theme.components: the path names the variable and the
// token's kind (palette colour, radius, pixels, unitless weight, keyword) decides its value.
import { readBrands } from '@casino/layout-engine/reader';
import type { Brand, Theme } from '@casino/schemas/types';
import { describe, expect, it } from 'vitest';
import { themeToCssVariables } from '../src/index.ts';

const [brand] = readBrands().map(({ data }) => data as Brand);
const theme = (brand as Brand).theme;

describe('component tokens → CSS variables by walking theme.components', () => {
  it('names each variable by its path, leaving out the sizes and kinds groups', () => {
    const vars = themeToCssVariables(theme);
    expect(vars['--button-x-large-padding-x']).toBe(`${theme.components.button.sizes['x-large'].paddingX}px`);
    expect(vars['--button-error-hover-background']).toBe(
      `var(--color-${theme.components.button.kinds.error.hoverBackground})`,
    );
    expect(vars['--modal-max-width']).toBe(`${theme.components.modal.maxWidth}px`);
    expect(vars['--calendar-day-radius']).toBe(`var(--radius-${theme.components.calendar.dayRadius})`);
    expect(vars['--button-font-weight']).toBe(String(theme.components.button.fontWeight));
  });

  it('gives a token added to the theme its variable with no code change', () => {
    const extended = structuredClone(theme) as Theme & { components: Record<string, unknown> };
    extended.components.toast = { gapSize: 6, background: 'surface', cornerRadius: 'small' };
    const vars = themeToCssVariables(extended);
    expect(vars['--toast-gap-size']).toBe('6px');
    expect(vars['--toast-background']).toBe('var(--color-surface)');
    expect(vars['--toast-corner-radius']).toBe('var(--radius-small)');
  });

  it('keeps button text readable on its own fill (contrast-corrected, not copied)', () => {
    const unreadable = structuredClone(theme);
    unreadable.components.button.kinds.primary.text = 'primary';
    const vars = themeToCssVariables(unreadable);
    expect(vars['--button-primary-text']).not.toBe('var(--color-primary)');
  });
});
