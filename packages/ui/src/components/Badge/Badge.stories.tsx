import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon.tsx';
import { Badge, badgeSizes, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Active', tone: 'success', size: 'small' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      {badgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} size={size}>
              {tone}
            </Badge>
          ))}
          <Badge size={size} tone="accent" icon={<Icon name="gift" />}>
            With icon
          </Badge>
        </div>
      ))}
    </div>
  ),
};
