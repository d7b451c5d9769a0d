import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyPasswords, PasswordChangeForm, type PasswordChangeFormProps } from './PasswordChangeForm.tsx';

function Controlled(
  props: Omit<PasswordChangeFormProps, 'values' | 'onChange'> & {
    onChange?: PasswordChangeFormProps['onChange'];
  },
) {
  const { onChange, ...rest } = props;
  const [values, setValues] = useState(emptyPasswords);
  return (
    <div style={{ maxWidth: 720 }}>
      <PasswordChangeForm
        {...rest}
        values={values}
        onChange={(field, value) => {
          onChange?.(field, value);
          setValues((current) => ({ ...current, [field]: value }));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'App/Profile/PasswordChangeForm',
  component: Controlled,
  args: {
    errors: {},
    rulesHint: 'At least 8 characters, with a number.',
    showSummary: false,
    pending: false,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password', { selector: 'input' }), 'Demo1234!');
    await expect(args.onChange).toHaveBeenLastCalledWith('currentPassword', 'Demo1234!');
    await expect(canvas.getByLabelText('New password', { selector: 'input' })).toHaveAccessibleDescription(
      'At least 8 characters, with a number.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The spec 5 messages at their fields. */
export const WithErrors: Story = {
  args: {
    showSummary: true,
    errors: {
      currentPassword: 'Current password is required',
      newPassword: 'Must contain numbers',
      confirmPassword: 'Passwords must match',
    },
  },
};

/** The server refused the current password. */
export const WrongCurrent: Story = {
  args: { errors: { currentPassword: 'Current password is wrong' } },
};

export const Changing: Story = { args: { pending: true } };

export const Changed: Story = { args: { success: 'Password changed successfully' } };
