// The screen a visit gets when boot cannot finish, in every brand: the back end unreachable
// (retrying), and a configuration the operator must fix (its issues listed).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BootErrorScreen } from '../../boot/BootErrorScreen.tsx';
import { BootError } from '../../boot/bootError.ts';

const meta = {
  title: 'App/Shell/BootErrorScreen',
  component: BootErrorScreen,
  args: {
    error: new BootError({ kind: 'unreachable', error: new Error('Failed to fetch') }),
    retrying: false,
    onRetry: fn(),
  },
} satisfies Meta<typeof BootErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unreachable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'We can’t reach the casino right now' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = { args: { retrying: true } };

export const InvalidConfiguration: Story = {
  args: {
    error: new BootError({
      kind: 'invalid-config',
      error: {
        kind: 'invalid-brand',
        source: 'brand.json',
        issues: [{ pointer: '/theme/colors/primary', rule: 'required', message: 'must have the colour' }],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'This site is being set up' }),
    ).toBeVisible();
  },
};
