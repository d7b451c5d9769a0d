import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { visuallyHiddenElements } from './VisuallyHidden.props.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it.each(visuallyHiddenElements)('as %s: still names what it labels, clipped to 1 px', (as) => {
    renderUi(
      <button type="button">
        <VisuallyHidden as={as}>Search games</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Search games' });
    const hidden = button.firstElementChild as HTMLElement;
    expect(hidden.tagName).toBe(as.toUpperCase());
    const style = getComputedStyle(hidden);
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.overflow).toBe('hidden');
  });
});
