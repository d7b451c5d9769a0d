import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailed, PageSkeleton } from './PageStates.tsx';

const meta = {
  title: 'App/Profile/PageStates',
  component: LoadFailed,
  args: { message: 'Your profile could not be loaded.', retrying: false, onRetry: fn() },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Retrying: Story = { args: { retrying: true } };

export const Loading: Story = {
  render: () => <PageSkeleton label="Loading your profile" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your profile');
  },
};
