import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BonusPicker, type BonusPickerProps } from './BonusPicker.tsx';
import { type BonusBlock, offerBlock, type PlayerBonusState } from './logic/depositBonus.ts';
import { storyBonusNow, storyDepositOffers } from './storyData.ts';

/** The blocks the deposit form works out for a player (the same rules, the stories' clock). */
const blocksFor = (player: Omit<PlayerBonusState, 'now'>): ReadonlyMap<number, BonusBlock> =>
  new Map(
    storyDepositOffers.flatMap((offer) => {
      const block = offerBlock(offer, { ...player, now: storyBonusNow });
      return block ? [[offer.id, block] as const] : [];
    }),
  );

const newPlayer = blocksFor({ depositCount: 0, bonusSlotTaken: false, emailVerified: true });

function Controlled(props: BonusPickerProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return (
    <BonusPicker
      {...props}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'App/Deposit/BonusPicker',
  component: BonusPicker,
  render: (args) => <Controlled {...args} />,
  args: {
    offers: storyDepositOffers,
    blocks: newPlayer,
    selectedId: 1,
    onSelect: fn(),
    amount: '50',
    currency: 'EUR',
    decimals: 2,
    now: storyBonusNow,
  },
} satisfies Meta<typeof BonusPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new player: the welcome bonus and today's special can be taken; the others say why not in the
 * spec 8 words. The chosen one shows what 50 gets, its wagering and type, and its expiry.
 */
export const Eligible: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByTestId('bonus-summary');
    await expect(summary).toHaveTextContent(/You get \W*50\.00/);
    await expect(summary).toHaveTextContent(/Wagering: 35× the bonus, \W*1,750\.00\W* in all/);
    await expect(summary).toHaveTextContent('Wagered with real money first, then bonus money');
    await expect(canvas.getByRole('radio', { name: /Second Deposit 50%/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Weekend Reload/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Monday Special/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(21);
    await expect(canvas.getByTestId('bonus-summary')).toHaveTextContent(
      /You get \W*15\.00\W* plus 20 free spins/,
    );
  },
};

export const EligibleMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { amount: '800' },
  play: async ({ canvasElement }) => {
    // 100% of 800 is capped at the bonus's maximum of 500. (Amounts as patterns: the right-to-left
    // run formats them its own way, "‏500.00 €".)
    await expect(within(canvasElement).getByTestId('bonus-summary')).toHaveTextContent(
      /You get \W*500\.00\W*, the maximum/,
    );
  },
};

/** The amount is below the chosen bonus's minimum: the spec 8 reason, before any payment. */
export const BelowMinimum: Story = {
  args: { amount: '15' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bonus-minimum')).toHaveTextContent(
      /Your deposit is below this bonus’s minimum deposit of \W*20\.00/,
    );
  },
};

/**
 * A player with an active bonus who came from "Deposit to claim": nothing can be taken; each offer
 * says why, and the one asked for says it first. "No bonus" stays chosen.
 */
export const Ineligible: Story = {
  args: {
    blocks: blocksFor({ depositCount: 0, bonusSlotTaken: true, emailVerified: true }),
    selectedId: null,
    requestedBlocked: storyDepositOffers[0],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bonus-requested-blocked')).toHaveTextContent(
      'Welcome Bonus 100% up to 500 is not available now. You already have an active bonus.',
    );
    await expect(canvas.getByRole('radio', { name: 'No bonus' })).toBeChecked();
    for (const radio of canvas.getAllByRole('radio').slice(1)) await expect(radio).toBeDisabled();
  },
};

/** No bonus chosen: the deposit goes without one. */
export const NoBonus: Story = {
  args: { selectedId: null, amount: '25' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'No bonus' })).toBeChecked();
    await expect(canvas.queryByTestId('bonus-summary')).toBeNull();
  },
};

/** A crypto top-up (USDT wallet): no amount is typed; the bonus for the next transfer and its terms. */
export const NextCryptoTransfer: Story = {
  args: { amount: null, currency: 'USDT', crypto: true, decimals: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bonus-next-transfer')).toHaveTextContent(
      'Bonus for your next transfer: Welcome Bonus 100% up to 500',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'No bonus' }));
    await expect(canvas.getByTestId('bonus-next-transfer')).toHaveTextContent(
      'No bonus applies to your next transfer.',
    );
  },
};

/** The server refused the chosen bonus before the charge (spec 8 words at the choice). */
export const RefusedByServer: Story = {
  args: {
    problem: 'This bonus has reached its maximum number of participants.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'maximum number of participants',
    );
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const LoadFailed: Story = {
  args: { state: 'failed', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
