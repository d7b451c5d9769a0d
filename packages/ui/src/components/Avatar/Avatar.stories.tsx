import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar.tsx';

// A tiny inline picture so stories never reach the network.
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#888"/><circle cx="20" cy="15" r="8" fill="#ccc"/><rect x="6" y="27" width="28" height="13" rx="6" fill="#ccc"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Jane Doe', size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Jane Doe' });
    await expect(avatar).toHaveTextContent('JD');
  },
};

export const WithPicture: Story = { args: { src: picture } };

export const BrokenPicture: Story = { args: { src: 'data:image/png;base64,broken' } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} size={size} name="Jane Doe" />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`p-${size}`} size={size} name="Ali Veli" src={picture} />
      ))}
      <Avatar name="Ömer" />
    </div>
  ),
};
