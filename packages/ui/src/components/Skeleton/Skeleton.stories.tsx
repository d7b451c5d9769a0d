import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', width: '240px', height: '120px' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A game tile and a list row while loading, announced once. */
export const Matrix: Story = {
  render: () => (
    <SkeletonGroup>
      <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
        <Skeleton shape="circle" width="48px" />
        <div style={{ flex: 1, display: 'grid', gap: 'var(--space-1)' }}>
          <Skeleton width="40%" />
          <Skeleton width="70%" />
        </div>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 'var(--space-3)' }}>
        {[1, 2, 3, 4].map((tile) => (
          <Skeleton key={tile} shape="rect" height="120px" />
        ))}
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading content');
  },
};
