import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm.tsx';

function Controlled(props: Omit<LoginFormProps, 'values' | 'onChange'> & { initial?: LoginValues }) {
  const [values, setValues] = useState<LoginValues>(props.initial ?? { email: '', password: '' });
  return (
    <div style={{ maxWidth: 420 }}>
      <LoginForm {...props} values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
    </div>
  );
}

const meta = {
  title: 'App/Account/LoginForm',
  component: Controlled,
  args: {
    errors: {},
    showSummary: false,
    pending: false,
    onSubmit: fn(),
    onForgotPassword: fn(),
    onCreateAccount: fn(),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), 'anna@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Secret12!');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalled();
  },
};

export const AfterSignUp: Story = {
  args: {
    initial: { email: 'anna@example.com', password: '' },
    notice: 'Your account has been created. Log in to start playing.',
  },
};

export const Refused: Story = {
  args: {
    initial: { email: 'anna@example.com', password: 'wrong' },
    serverError: 'Wrong e-mail or password',
  },
};

export const Empty: Story = {
  args: { showSummary: true, errors: { email: 'Required', password: 'Required' } },
};
