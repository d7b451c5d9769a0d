import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastProvider, useToast } from './ToastProvider.tsx';

function Demo() {
  const show = useToast();
  return (
    <Button
      onClick={() =>
        show({
          title: 'Deposit successful',
          description: '€50.00 was added to your balance.',
          tone: 'success',
        })
      }
    >
      Deposit
    </Button>
  );
}

const meta = {
  title: 'Components/ToastProvider',
  component: ToastProvider,
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `useToast()` shows a toast in the viewport portal, in the page's brand; Dismiss closes it. */
export const FromAnywhere: Story = {
  args: { children: null },
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }));
    const body = within(document.body);
    await expect(await body.findByText('Deposit successful')).toBeInTheDocument();
    await expect(body.getByText('Deposit successful').closest('[data-brand]')).not.toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByText('Deposit successful')).toBeNull());
  },
};
