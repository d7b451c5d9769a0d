import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './FieldError.tsx';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  args: { id: 'error-1', children: 'You must be at least 18 years old' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Matrix: Story = {
  render: () => (
    <div>
      {[
        'Required',
        'Invalid format',
        'Must contain numbers',
        'Passwords must match',
        'Number is too short',
      ].map((message) => (
        <FieldError key={message} id={message}>
          {message}
        </FieldError>
      ))}
    </div>
  ),
};
