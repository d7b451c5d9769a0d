import type { Meta, StoryObj } from '@storybook/react-vite';
import { iconNames } from './Icon.props.ts';
import { Icon } from './Icon.tsx';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'gift', size: '32px', label: 'Gift' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 80px)', gap: 'var(--space-3)' }}>
      {iconNames.map((name) => (
        <div key={name} style={{ display: 'grid', justifyItems: 'center', gap: 'var(--space-1)' }}>
          <Icon name={name} size="24px" />
          <span style={{ fontSize: 'var(--font-size-0)' }}>{name}</span>
        </div>
      ))}
    </div>
  ),
};
