import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No favourites yet',
    description: 'Tap the heart on any game to keep it here.',
    icon: 'search',
    action: (
      <Button href="#casino" kind="primary" size="small">
        Browse games
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 'var(--space-3)' }}>
      <EmptyState title="No transactions" description="Deposits and withdrawals show here." icon="coin" />
      <EmptyState title="No bonuses" icon="gift" />
      <EmptyState
        title="No wins yet"
        icon="info"
        action={
          <Button kind="accent" size="small">
            Play now
          </Button>
        }
      />
    </div>
  ),
};
