import * as RadixToast from '@radix-ui/react-toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toast, toastTones } from './Toast.tsx';
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
  title: 'Components/Toast',
  component: Toast,
  args: { title: 'Profile updated', description: 'Your changes were saved.', tone: 'success', open: true },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof Toast>;

/** Toasts pinned open in a static list, for review and screenshots. */
function Static({ children }: { children: ReactNode }) {
  return (
    <RadixToast.Provider>
      <ol
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 'var(--space-2)',
          maxWidth: '380px',
        }}
      >
        {children}
      </ol>
      <RadixToast.Viewport />
    </RadixToast.Provider>
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <Static>
      <Toast {...args} />
    </Static>
  ),
};

export const Matrix: Story = {
  render: () => (
    <Static>
      {toastTones.map((tone) => (
        <Toast
          key={tone}
          tone={tone}
          title={`A ${tone} message`}
          description="Details of what happened."
          open
        />
      ))}
    </Static>
  ),
};

/** `useToast()` shows a toast in the viewport portal, in the page's brand; Dismiss closes it. */
export const FromAnywhere: Story = {
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
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
