import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KycStatusNotice } from './KycStatusNotice.tsx';

const meta = {
  title: 'App/Verification/KycStatusNotice',
  component: KycStatusNotice,
  args: { discrepancy: 'documentsConfirmedNotApproved', refreshing: false, onRefresh: fn() },
} satisfies Meta<typeof KycStatusNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All documents confirmed, the account not approved yet. */
export const ConfirmedNotApproved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Status' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

/** Approved, but a document is requested or was rejected. */
export const ApprovedWithOpenRequest: Story = { args: { discrepancy: 'approvedWithOpenRequests' } };

export const Refreshing: Story = { args: { refreshing: true } };

export const RefreshFailed: Story = {
  args: { refreshError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The status could not be refreshed. Please try again.',
    );
  },
};
