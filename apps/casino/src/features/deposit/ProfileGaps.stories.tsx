import { Button } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileGapsView } from './ProfileGaps.tsx';

const meta = {
  title: 'App/Deposit/ProfileGaps',
  component: ProfileGapsView,
  args: {
    missing: ['dateOfBirth', 'address', 'zipCode'],
    offerKyc: false,
    onSkipKyc: fn(),
    link: (page, label) => (
      <Button href={`#${page}`} kind="accent">
        {label}
      </Button>
    ),
  },
} satisfies Meta<typeof ProfileGapsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gaps = canvas.getByTestId('deposit-profile-gaps');
    await expect(gaps).toHaveTextContent('Date of birth');
    await expect(gaps).toHaveTextContent('Address');
    await expect(canvas.getByRole('link', { name: 'Complete profile' })).toHaveAttribute(
      'href',
      '#editProfile',
    );
  },
};

export const KycBeforeFirstDeposit: Story = {
  args: { missing: [], offerKyc: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('deposit-kyc-offer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit first' }));
    await expect(args.onSkipKyc).toHaveBeenCalledOnce();
  },
};
