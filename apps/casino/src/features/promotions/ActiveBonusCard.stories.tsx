import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActiveBonusCard } from './ActiveBonusCard.tsx';
import { BonusHistoryTable } from './MyBonusesPages.tsx';
import { sampleActiveBonus, sampleFreeSpins, storyNow } from './storyData.ts';

const meta = {
  title: 'App/Promotions/ActiveBonusCard',
  component: ActiveBonusCard,
  args: { bonus: sampleActiveBonus, currency: 'EUR', onCancel: fn(), now: storyNow },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof ActiveBonusCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wagering: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    // The amounts by their figures: where the currency sign goes follows the locale.
    await expect(card.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(/40\.00.+3,500\.00/);
    await userEvent.click(card.getByRole('button', { name: 'Cancel bonus' }));
    await userEvent.click(card.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
export const FreeSpinsLeft: Story = { args: { bonus: sampleFreeSpins } };
export const WageringDone: Story = {
  args: { bonus: { ...sampleActiveBonus, wageredAmount: '3500.00', wagerLeft: '0.00' } },
};
export const CancelRefused: Story = { args: { error: 'Something went wrong. Please try again.' } };

export const History: Story = {
  render: () => (
    <BonusHistoryTable
      rows={[sampleActiveBonus, { ...sampleFreeSpins, status: 'completed' }]}
      currency="EUR"
      crypto={false}
    />
  ),
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
};
