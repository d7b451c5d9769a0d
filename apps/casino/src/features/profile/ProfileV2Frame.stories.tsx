import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BalanceView } from './BalanceView.tsx';
import { ProfileV2Frame } from './ProfileV2Frame.tsx';

const meta = {
  title: 'App/Profile/ProfileV2Frame',
  component: ProfileV2Frame,
  args: {
    title: 'Balance',
    sections: [
      <a key="my-profile" href="#my-profile">
        My profile
      </a>,
      <a key="balance" href="#balance" aria-current="page">
        Balance
      </a>,
      <a key="verification" href="#verification">
        Verification
      </a>,
    ],
    children: (
      <BalanceView balance={52.3} bonusBalance={5} totalBalance={57.3} currency="EUR" crypto={false} />
    ),
  },
} satisfies Meta<typeof ProfileV2Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Profile sections' });
    await expect(within(nav).getByRole('link', { name: 'Balance' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Balance' })).toBeInTheDocument();
  },
};
