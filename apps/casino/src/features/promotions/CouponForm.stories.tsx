import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponFormView } from './CouponForm.tsx';

const meta = {
  title: 'App/Promotions/CouponForm',
  component: CouponFormView,
  args: { state: { kind: 'idle' }, onApply: fn() },
} satisfies Meta<typeof CouponFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await expect(form.getByText('Enter a coupon code.')).toBeVisible();
    await userEvent.type(form.getByLabelText('Coupon code'), 'WELCOME10');
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith('WELCOME10');
  },
};
export const Applying: Story = { args: { state: { kind: 'pending' } } };
export const Applied: Story = { args: { state: { kind: 'applied', amount: '€10.00' } } };
export const AlreadyRedeemed: Story = {
  args: { state: { kind: 'failed', message: 'This coupon code has already been redeemed.' } },
};
export const NotApplied: Story = {
  args: { state: { kind: 'failed', message: 'Coupon not applied: this code is not valid.' } },
};
export const Guest: Story = { args: { loginLink: <a href="?modal=login">Log in to use a coupon code.</a> } };
