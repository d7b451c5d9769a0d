import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '../TextField/TextField.tsx';
import { Field } from './Field.tsx';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'City',
    hint: 'As on your proof of address',
    children: (control) => <Input {...control} defaultValue="Istanbul" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)', maxWidth: '360px' }}>
      <Field label="Empty">{(control) => <Input {...control} placeholder="Type here" />}</Field>
      <Field label="With hint" hint="At most 255 characters">
        {(control) => <Input {...control} defaultValue="Filled" />}
      </Field>
      <Field label="With error" error="Required">
        {(control) => <Input {...control} />}
      </Field>
      <Field label="Disabled">{(control) => <Input {...control} disabled defaultValue="Locked" />}</Field>
    </div>
  ),
};
