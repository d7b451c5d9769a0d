import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileOverview } from './ProfileOverview.tsx';

const meta = {
  title: 'App/Profile/ProfileOverview',
  component: ProfileOverview,
  args: {
    name: 'Kim Verified',
    email: 'kim@example.com',
    isEmailVerified: true,
    kycStatus: 'APPROVED',
    balance: { value: 2450.5, currency: 'EUR', crypto: false },
    lastLogin: { date: '2026-11-20T18:42:00.000Z', ip: '203.0.113.7', location: 'MT' },
    actions: (
      <>
        <a href="#edit">Edit profile</a>
        <a href="#verify">Verify your account</a>
      </>
    ),
  },
} satisfies Meta<typeof ProfileOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('profile-email')).toHaveTextContent('kim@example.com');
    await expect(canvas.getByTestId('profile-kyc')).toHaveTextContent('Verified');
    await expect(canvas.getByText('203.0.113.7')).toBeInTheDocument();
  },
};

/** A new player: no name yet, e-mail not verified, KYC not started, never logged in here. */
export const NewPlayer: Story = {
  args: {
    name: null,
    isEmailVerified: false,
    kycStatus: 'NOT_STARTED',
    balance: { value: 0, currency: 'EUR', crypto: false },
    lastLogin: { date: null, ip: null, location: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not given yet')).toBeInTheDocument();
    await expect(canvas.getByTestId('profile-email')).toHaveTextContent('Not verified');
    await expect(canvas.getAllByText('Unknown')).toHaveLength(3);
  },
};

/** A phone or 1-click player without an e-mail, with a crypto wallet. */
export const NoEmailCrypto: Story = {
  args: {
    email: '',
    isEmailVerified: false,
    kycStatus: 'PENDING',
    balance: { value: 0.01234, currency: 'USDT', crypto: true },
  },
};
