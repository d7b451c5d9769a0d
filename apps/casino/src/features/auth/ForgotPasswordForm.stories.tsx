import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm.tsx';

function Controlled(props: Omit<ForgotPasswordFormProps, 'email' | 'onEmailChange'> & { initial?: string }) {
  const [email, setEmail] = useState(props.initial ?? '');
  return (
    <div style={{ maxWidth: 420 }}>
      <ForgotPasswordForm {...props} email={email} onEmailChange={setEmail} />
    </div>
  );
}

const meta = {
  title: 'App/Account/ForgotPasswordForm',
  component: Controlled,
  args: { pending: false, onSubmit: fn(), onBackToLogin: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), 'anna @example.com');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Sent: Story = {
  args: {
    initial: 'anna@example.com',
    sentMessage: 'If an account exists for this e-mail, we have sent a link to reset your password.',
  },
};

export const Invalid: Story = { args: { initial: 'anna@example', error: 'Invalid format' } };
