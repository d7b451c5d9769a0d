import * as RadixToast from '@radix-ui/react-toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Toast, toastTones } from './Toast.tsx';

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
