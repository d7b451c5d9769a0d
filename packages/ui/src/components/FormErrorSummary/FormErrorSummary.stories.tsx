import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormErrorSummary } from './FormErrorSummary.tsx';

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: { show: true },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <FormErrorSummary show />
      <FormErrorSummary show={false} />
    </div>
  ),
};

function ProfileForm() {
  const [submitted, setSubmitted] = useState(false);
  const [name, setName] = useState('');
  const error = submitted && !name ? 'Required' : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
      style={{ display: 'grid', gap: 'var(--space-3)', maxWidth: '360px' }}
    >
      <FormErrorSummary show={Boolean(error)} />
      <TextField
        label="First name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      <Button type="submit">Update</Button>
    </form>
  );
}

/** Submitting with an empty required field shows the form-level message and the field's own. */
export const InAForm: Story = {
  render: () => <ProfileForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check fields with errors');
    await expect(canvas.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('First name'), 'Jane');
    await expect(canvas.queryByText('Please check fields with errors')).toBeNull();
  },
};
