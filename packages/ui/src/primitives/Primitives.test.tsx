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
    // jsdom does not resolve var(); the rule for the element's class must use the scale variables.
    const rules = Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules),
    ) as CSSStyleRule[];
    const classes = box.className.split(' ');
    const rule = rules.find((candidate) => classes.some((name) => candidate.selectorText === `.${name}`));
    expect(rule?.style.getPropertyValue('padding')).toBe('var(--space-3)');
    expect(rule?.style.getPropertyValue('background-color')).toBe('var(--color-surface)');
    expect(rule?.style.getPropertyValue('border-radius')).toBe('var(--radius-medium)');
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
