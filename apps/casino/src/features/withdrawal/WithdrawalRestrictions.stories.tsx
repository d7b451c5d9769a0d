import { Button } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WithdrawalRestrictions } from './WithdrawalRestrictions.tsx';

const action = (label: string) => (
  <Button kind="outline" size="small">
    {label}
  </Button>
);

const meta = {
  title: 'App/Withdrawal/WithdrawalRestrictions',
  component: WithdrawalRestrictions,
  args: {
    currency: 'EUR',
    crypto: false,
    restrictions: [{ code: 'ACTIVE_BONUS', bonusId: 1, bonusName: 'Welcome Bonus 100% up to 500' }],
    actions: { ACTIVE_BONUS: action('Go to my bonuses') },
  },
} satisfies Meta<typeof WithdrawalRestrictions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveBonus: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent(
      'cancel the bonus or finish its wagering first',
    );
  },
};

/** Every restriction at once, each with its way out; the wagering left in the currency (spec 9). */
export const Every: Story = {
  args: {
    restrictions: [
      { code: 'KYC_REQUIRED', kycStatus: 'NOT_STARTED' },
      { code: 'REQUIRED_EMAIL_VERIFICATION' },
      { code: 'DEPOSIT_REQUIRED' },
      { code: 'ACTIVE_BONUS', bonusId: 1 },
      { code: 'WAGERING_NOT_COMPLETE', wagerLeft: '60.00' },
    ],
    actions: {
      KYC_REQUIRED: action('Verify my identity'),
      REQUIRED_EMAIL_VERIFICATION: action('Resend verification e-mail'),
      DEPOSIT_REQUIRED: action('Deposit'),
      ACTIVE_BONUS: action('Go to my bonuses'),
      WAGERING_NOT_COMPLETE: action('Play games'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    if ((document.documentElement.lang || 'en') === 'en')
      await expect(canvas.getByText(/Wager €60\.00 more/)).toBeVisible();
  },
};

export const CryptoWagering: Story = {
  args: {
    currency: 'BTC',
    crypto: true,
    restrictions: [{ code: 'WAGERING_NOT_COMPLETE', wagerLeft: '0.00150000' }],
    actions: {},
  },
};
