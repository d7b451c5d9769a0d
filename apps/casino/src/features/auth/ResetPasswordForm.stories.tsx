import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ResetPasswordForm,
  type ResetPasswordFormProps,
  type ResetPasswordValues,
} from './ResetPasswordForm.tsx';

function Controlled(props: Omit<ResetPasswordFormProps, 'values' | 'onChange'>) {
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirmation: '' });
  return (
    <div style={{ maxWidth: 420 }}>
      <ResetPasswordForm
        {...props}
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      />
    </div>
  );
}

const meta = {
  title: 'App/Account/ResetPasswordForm',
  component: Controlled,
  args: {
    hasToken: true,
    errors: {},
    showSummary: false,
    pending: false,
    linkInvalid: false,
    onSubmit: fn(),
    onRequestNewLink: fn(),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), 'Renewed123!');
    await userEvent.type(
      canvas.getByLabelText('Repeat the new password', { selector: 'input' }),
      'Renewed123!',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const WithErrors: Story = {
  args: {
    showSummary: true,
    errors: { password: 'Must be at least 6 characters', confirmation: 'Passwords must match' },
  },
};

export const LinkUsed: Story = {
  args: {
    serverError: 'This password reset link has expired or was already used.',
    linkInvalid: true,
  },
};

export const MissingToken: Story = { args: { hasToken: false } };
