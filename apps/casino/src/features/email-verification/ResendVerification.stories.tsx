import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResendVerificationView } from './ResendVerification.tsx';

const meta = {
  title: 'App/EmailVerification/ResendVerification',
  component: ResendVerificationView,
  args: { email: 'ada@example.com', state: 'idle', onResend: fn() },
  argTypes: { state: { control: 'inline-radio', options: ['idle', 'sending', 'sent', 'failed'] } },
} satisfies Meta<typeof ResendVerificationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend verification e-mail' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Sending: Story = { args: { state: 'sending' } };

export const Sent: Story = {
  args: { state: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('ada@example.com');
  },
};

export const Failed: Story = {
  args: { state: 'failed', error: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const InADialog: Story = { args: { fullWidth: true } };
