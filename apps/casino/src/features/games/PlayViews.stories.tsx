import { Button } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styles from './Games.module.css';
import { LaunchRefusal, PlayBar, SpinRefusal } from './PlayViews.tsx';

const meta = {
  title: 'App/Games/PlayBar',
  component: PlayBar,
  args: {
    game: 'Reference Fruits',
    demo: false,
    back: (
      <Button kind="link" size="small">
        Back
      </Button>
    ),
    balance: { value: '199.00', currency: 'EUR', crypto: false },
    deposit: { href: '#deposit' },
    fullScreen: { active: false, onToggle: fn() },
    theatre: { active: false, onToggle: fn() },
  },
} satisfies Meta<typeof PlayBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar')).toBeInTheDocument();
    await expect(canvas.getByTestId('play-balance').querySelector('data')).toHaveAttribute('value', '199.00');
    await userEvent.click(canvas.getByRole('button', { name: /full screen/i }));
    await expect(args.fullScreen?.onToggle).toHaveBeenCalledOnce();
  },
};

export const FullScreen: Story = { args: { fullScreen: { active: true, onToggle: fn() } } };

/** Desktop theatre mode on: the game over the whole window (the page hides the site's header). */
export const Theatre: Story = {
  args: { theatre: { active: true, onToggle: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('play-theatre')).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A guest playing the demo: no balance, no deposit. */
export const GuestDemo: Story = { args: { demo: true, balance: undefined, deposit: undefined } };

/** spec 8 bet limits: a refused spin worded over the game. */
export const SpinRefused: Story = {
  render: (args) => (
    <div className={styles.play} style={{ height: 360 }}>
      <PlayBar {...args} />
      <div className={styles.stage}>
        <SpinRefusal
          message="Oops, Bonus Bet Limit Breach: your bet of 10.00 is above the bonus limit of 5."
          onDismiss={fn()}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Bonus Bet Limit Breach');
  },
};

/** spec 8: self-excluded players cannot play (only withdraw); the game does not start. */
export const LaunchRefused: Story = {
  render: (args) => (
    <div className={styles.play} style={{ height: 360 }}>
      <PlayBar {...args} />
      <div className={styles.stage}>
        <LaunchRefusal
          message="You are self-excluded: you cannot play or deposit, you can only withdraw."
          gamePage={{ href: '#game' }}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('self-excluded');
  },
};
