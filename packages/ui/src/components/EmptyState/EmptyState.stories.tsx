import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** A search or filter matched nothing: a way out, and popular games to try instead. */
export const NoResults: Story = {
  args: {
    variant: 'noResults',
    title: 'No games match “zzz”',
    description: 'Check the spelling or try a provider’s name.',
    action: (
      <Button kind="secondary" size="small">
        Clear filters
      </Button>
    ),
    suggestions: (
      <div style={{ display: 'flex', gap: 'var(--space-2)', justifyContent: 'center' }}>
        {['Book of Gold', 'Lucky Sevens', 'Crash Rocket'].map((name) => (
          <Button key={name} href={`#${name}`} kind="quaternary" size="small">
            {name}
          </Button>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No games match “zzz”' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Lucky Sevens' })).toBeInTheDocument();
  },
};

/** The list failed to load: announced, with a retry; the default title is the message's. */
export const LoadFailed: Story = {
  args: {
    variant: 'loadFailed',
    title: undefined,
    description: 'Check your connection and try again.',
    action: undefined,
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load this list');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((args as { onRetry: () => void }).onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
