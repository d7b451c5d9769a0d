import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../components/Button/Button.tsx';
import { Box, Text } from '../primitives/Box.tsx';
import { usePortalScope } from './BrandProvider.tsx';

function ScopeReport() {
  const scope = usePortalScope();
  return (
    <Box p={4} bg="surface" borderRadius="medium">
      <Text>
        data-brand <strong data-testid="brand">{scope['data-brand']}</strong>, dir{' '}
        <strong data-testid="dir">{scope.dir}</strong>
      </Text>
      <Box mt={3} display="flex" style={{ gap: 'var(--space-2)' }}>
        <Button kind="accent">Accent</Button>
        <Button kind="primary">Primary</Button>
        <Button kind="secondary">Secondary</Button>
      </Box>
    </Box>
  );
}

/** The Storybook decorator wraps every story in a BrandProvider: this story shows what it sets. */
const meta = {
  title: 'Foundations/BrandProvider',
  component: ScopeReport,
} satisfies Meta<typeof ScopeReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-brand]');
    await expect(root).not.toBeNull();
    await expect(within(canvasElement).getByTestId('brand').textContent).toBe(
      root?.getAttribute('data-brand'),
    );
  },
};

export const Matrix: Story = {};
