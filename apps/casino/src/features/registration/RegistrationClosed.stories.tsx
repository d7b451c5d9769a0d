import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegistrationClosed } from './RegistrationClosed.tsx';

const meta = {
  title: 'App/Account/RegistrationClosed',
  component: RegistrationClosed,
  args: { onLogIn: fn() },
} satisfies Meta<typeof RegistrationClosed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Registration is closed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalled();
  },
};
