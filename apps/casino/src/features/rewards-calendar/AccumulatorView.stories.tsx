import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccumulatorView, accumulatorVariants } from './AccumulatorView.tsx';
import { HalfHourCountdown } from './HalfHourCountdown.tsx';

// A fixed clock: 12:17:30 → 12:30 is 12:30 away, and the text stays put for the screenshot.
const fixedNow = () => new Date('2026-11-19T12:17:30Z');

const meta = {
  title: 'App/RewardsCalendar/Accumulator',
  component: AccumulatorView,
  args: {
    variant: 'compact',
    amount: '12.35',
    currency: 'EUR',
    active: true,
    countdown: <HalfHourCountdown now={fixedNow} />,
    cashbackLink: { href: '/cashback' },
  },
  argTypes: { variant: { control: 'inline-radio', options: accumulatorVariants } },
  decorators: [(Story) => <div style={{ maxWidth: '480px' }}>{Story()}</div>],
} satisfies Meta<typeof AccumulatorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The compact card: the amount so far today, a coin, a tooltip, the countdown; links to /cashback. */
export const Compact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveAttribute('datetime', 'P0DT0H12M30S');
    await expect(canvas.getByRole('link', { name: /Daily accumulator/ })).toHaveAttribute(
      'href',
      '/cashback',
    );
  },
};

/** The v2 banner: 'Accumulator', a claim button with the amount, and when the next payout comes. */
export const Banner: Story = {
  args: { variant: 'banner', onClaim: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Accumulator' })).toBeVisible();
    await expect(canvas.getByText(/Next payout in/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Claim / }));
    await expect(args.onClaim).toHaveBeenCalledOnce();
  },
};

export const BannerClaiming: Story = { args: { variant: 'banner', onClaim: fn(), claiming: true } };

/** Just claimed: nothing left to claim, so no button (never "Claim €0.00") and 'Claim in'. */
export const BannerClaimed: Story = {
  args: {
    variant: 'banner',
    onClaim: fn(),
    amount: '0.00',
    message: { tone: 'status', text: '€12.35 added to your balance.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(/Claim in/)).toBeVisible();
  },
};

/** The signed-in menu's 'Rewards' block with its Claim button. */
export const Menu: Story = { args: { variant: 'menu', onClaim: fn() } };

/** No deposit yet: inactive, with the 'Deposit Required' explanation and nothing to claim. */
export const DepositRequired: Story = {
  args: { variant: 'banner', active: false, amount: '0.00', onClaim: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Deposit Required')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Claim / })).toBeNull();
  },
};

export const Matrix: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '720px' }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      {accumulatorVariants.map((variant) => (
        <AccumulatorView key={variant} {...args} variant={variant} onClaim={fn()} />
      ))}
      {accumulatorVariants.map((variant) => (
        <AccumulatorView key={`${variant}-off`} {...args} variant={variant} active={false} amount="0.00" />
      ))}
    </div>
  ),
};

/**
 * Every claim state side by side, as the banner (cashback page) and the menu's Rewards block
 * show it (issue 35): the button only where a claim is possible, never "Claim €0.00".
 */
export const ClaimStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '720px' }}>{Story()}</div>],
  render: (args) => {
    const states = [
      { key: 'claimable', props: {} },
      { key: 'claiming', props: { claiming: true } },
      // Claimed earlier in this half hour and played since: something builds up, not claimable yet.
      { key: 'not-yet', props: { amount: '3.10', claimOpen: false } },
      {
        key: 'claimed',
        props: {
          amount: '0.00',
          message: { tone: 'status' as const, text: '€12.35 added to your balance.' },
        },
      },
      { key: 'nothing', props: { amount: '0.00' } },
    ];
    return (
      <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
        {(['banner', 'menu'] as const).flatMap((variant) =>
          states.map((state) => (
            <div key={`${variant}-${state.key}`} data-claim-state={state.key} data-variant-shown={variant}>
              <AccumulatorView {...args} variant={variant} onClaim={fn()} {...state.props} />
            </div>
          )),
        )}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const english = canvasElement.closest('[dir="rtl"]') === null;
    const state = (variant: string, key: string) => {
      const element = canvasElement.querySelector<HTMLElement>(
        `[data-variant-shown="${variant}"][data-claim-state="${key}"]`,
      );
      if (!element) throw new Error(`no ${variant} ${key}`);
      return within(element);
    };
    for (const variant of ['banner', 'menu']) {
      await expect(state(variant, 'claimable').getByRole('button')).toBeEnabled();
      for (const key of ['not-yet', 'claimed', 'nothing'])
        await expect(state(variant, key).queryByRole('button')).toBeNull();
      if (english) {
        await expect(state(variant, 'claimable').getByText(/Next payout in/)).toBeVisible();
        for (const key of ['not-yet', 'claimed', 'nothing'])
          await expect(state(variant, key).getByText(/Claim in/)).toBeVisible();
      }
    }
    if (english) await expect(canvasElement).not.toHaveTextContent(/Claim €0\.00/);
  },
};
