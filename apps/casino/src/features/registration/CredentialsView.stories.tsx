import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CredentialsView } from './CredentialsView.tsx';

const meta = {
  title: 'App/Account/CredentialsView',
  component: CredentialsView,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  args: {
    credentials: { username: 'player3f9a21bc', password: 'kQ7x2Lm9A1!' },
    email: '',
    onEmailChange: fn(),
    sendState: 'idle',
    onSend: fn(),
    onSaveImage: fn(),
    onSaveFile: fn(),
    onContinue: fn(),
    signedIn: false,
  },
} satisfies Meta<typeof CredentialsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('credentials-password')).toHaveTextContent('kQ7x2Lm9A1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as file' }));
    await expect(args.onSaveFile).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send by e-mail' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

export const Sent: Story = {
  args: { email: 'anna@example.com', sendState: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Credentials have been sent to your email address successfully!'),
    ).toBeVisible();
  },
};

export const SendFailed: Story = {
  args: { email: 'anna@example.com', sendState: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Failed to send credentials. Please try again.'),
    ).toBeVisible();
  },
};

export const InvalidEmail: Story = { args: { email: 'anna@', emailError: 'Invalid format' } };

export const SignedIn: Story = { args: { signedIn: true } };
