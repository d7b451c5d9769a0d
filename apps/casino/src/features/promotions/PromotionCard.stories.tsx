import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivateBonusView } from './PromotionAction.tsx';
import { PromotionCard } from './PromotionCard.tsx';
import { samplePromotions, storyNow } from './storyData.ts';

const meta = {
  title: 'App/Promotions/PromotionCard',
  component: PromotionCard,
  args: { promotion: samplePromotions.deposit, currency: 'EUR', now: storyNow },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PromotionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Welcome Bonus 100% up to 500' })).toBeVisible();
    await expect(card.getByText('100% of your deposit')).toBeVisible();
    await expect(card.getByText('Real money first, then bonus money')).toBeVisible();
    await expect(card.getByRole('timer')).toHaveAttribute('datetime', 'P1DT6H30M0S');
  },
};
export const FreeSpins: Story = {
  args: { promotion: samplePromotions.freespins, gameName: 'Reference Fruits' },
};
export const NoDeposit: Story = { args: { promotion: samplePromotions.noDeposit } };
export const Cashback: Story = { args: { promotion: samplePromotions.cashback } };
export const Upcoming: Story = {
  args: { promotion: samplePromotions.upcoming },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Starts in')).toBeVisible();
  },
};

/** Issue 35: a bonus that has not started offers Activate disabled, saying from when. */
export const UpcomingActivate: Story = {
  args: { promotion: samplePromotions.upcoming },
  render: (args) => (
    <PromotionCard {...args}>
      <ActivateBonusView
        promotion={args.promotion}
        slotTaken={null}
        state={{ kind: 'idle' }}
        onActivate={() => undefined}
        startsAt={new Date(args.promotion.startAt ?? 0)}
      />
    </PromotionCard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^Activate / });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/You can activate this bonus from/);
  },
};

export const Activate: Story = {
  args: { promotion: samplePromotions.noDeposit },
  render: (args) => {
    const onActivate = fn();
    return (
      <PromotionCard {...args}>
        <ActivateBonusView
          promotion={args.promotion}
          slotTaken={null}
          state={{ kind: 'idle' }}
          onActivate={onActivate}
        />
      </PromotionCard>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Activate No Deposit 10' }));
  },
};

export const SlotTakenAndRefused: Story = {
  args: { promotion: samplePromotions.noDeposit },
  render: (args) => (
    <PromotionCard {...args}>
      <ActivateBonusView
        promotion={args.promotion}
        slotTaken="bonus"
        state={{
          kind: 'failed',
          code: 'ACTIVE_BONUS',
          message:
            'You already have an active bonus. Only one bonus can be active at a time: finish its wagering or cancel it first.',
        }}
        onActivate={() => undefined}
      />
    </PromotionCard>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You already have an active bonus',
    );
  },
};

export const Activated: Story = {
  args: { promotion: samplePromotions.freespins },
  render: (args) => (
    <PromotionCard {...args}>
      <ActivateBonusView
        promotion={args.promotion}
        slotTaken={null}
        state={{ kind: 'done' }}
        onActivate={() => undefined}
      />
    </PromotionCard>
  ),
};
