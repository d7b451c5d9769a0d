import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { Box, Text } from './Box.tsx';
import { Heading } from './Heading.tsx';
import { Stack } from './Stack.tsx';

describe('primitives', () => {
  it('resolve style props to brand variables and never pass them to the DOM', () => {
    renderUi(
      <Box data-testid="box" p={3} bg="surface" color="text" borderRadius="medium" aria-label="panel">
        <Text as="span">inside</Text>
      </Box>,
    );
    const box = screen.getByTestId('box');
    for (const prop of ['p', 'bg', 'color', 'borderradius']) expect(box.hasAttribute(prop)).toBe(false);
    expect(box.getAttribute('aria-label')).toBe('panel');
    // jsdom does not resolve var(); the generated rule for the element's class must use the scale variables.
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    const rule = box.className.split(' ').find((name) => css.includes(`.${name}{`)) as string;
    const body = css.slice(css.indexOf(`.${rule}{`)).split('}')[0];
    expect(body).toContain('padding:var(--space-3)');
    expect(body).toContain('background-color:var(--color-surface)');
    expect(body).toContain('border-radius:var(--radius-medium)');
  });

  it('renders the heading level it is given', () => {
    renderUi(<Heading level={3}>Tournaments</Heading>);
    expect(screen.getByRole('heading', { level: 3, name: 'Tournaments' })).toBeTruthy();
  });

  it('stacks with a gap from the space scale', () => {
    renderUi(
      <Stack data-testid="stack" gap={4} direction="horizontal">
        <span>a</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.style.gap).toBe('var(--space-4)');
    expect(stack.hasAttribute('direction')).toBe(false);
  });
});
