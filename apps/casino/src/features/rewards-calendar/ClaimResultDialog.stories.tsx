import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ClaimResultDialog } from './ClaimResultDialog.tsx';

const meta = {
  title: 'App/RewardsCalendar/ClaimResultDialog',
  component: ClaimResultDialog,
  args: { result: { kind: 'success', amount: '5.40', currency: 'EUR' }, onClose: fn() },
} satisfies Meta<typeof ClaimResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'rakeback.claim.title' with the amount and the currency. */
export const Success: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Rakeback claimed' });
    await expect(dialog).toHaveTextContent('(EUR)');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** 'rakeback.error.claim.title' / 'rakeback.error.claim.text' with a button. */
export const ClaimFailed: Story = {
  args: { result: { kind: 'error' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Rakeback not claimed' })).toBeVisible();
  },
};
