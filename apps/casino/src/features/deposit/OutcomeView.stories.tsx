import { ModalContainer } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { depositOutcomes, outcomeWords } from './logic/outcomes.ts';
import { OutcomeView, type OutcomeViewProps } from './OutcomeView.tsx';

/** The outcome in the app's modal container, titled as the modal registry titles it. */
function InModal(props: OutcomeViewProps) {
  const intl = useIntl();
  return (
    <ModalContainer
      open
      onOpenChange={() => {}}
      title={intl.formatMessage(outcomeWords[props.outcome].title)}
    >
      <OutcomeView {...props} />
    </ModalContainer>
  );
}

const meta = {
  title: 'App/Deposit/OutcomeModal',
  component: OutcomeView,
  render: (args) => <InModal {...args} />,
  args: { outcome: 'failed', method: 'Skrill', onRetry: fn(), onAlternative: fn(), onDone: fn() },
  argTypes: { outcome: { control: 'inline-radio', options: depositOutcomes } },
} satisfies Meta<typeof OutcomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Oops! Deposit Attempt Unsuccessful' });
    // Radix turns the dialog's pointer events on a render after it opens.
    await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use another method' }));
    await expect(args.onAlternative).toHaveBeenCalledOnce();
  },
};
export const Returned: Story = { args: { outcome: 'return' } };
export const Declined: Story = { args: { outcome: 'decline' } };
export const Cancelled: Story = { args: { outcome: 'cancel' } };
export const Pending: Story = { args: { outcome: 'pending' } };
export const Success: Story = {
  args: { outcome: 'success' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Deposit Successful' });
    await expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** A card deposit with the welcome bonus (issue 35): the amount and the bonus the server started. */
export const SuccessWithBonus: Story = {
  args: {
    outcome: 'success',
    method: 'Visa / Mastercard',
    receipt: {
      amount: '€50.00',
      bonus: {
        name: 'Welcome Bonus 100% up to 500',
        amount: '€50.00',
        wagering: '€1,750.00',
        expiry: new Date('2026-06-22T12:00:00Z'),
      },
    },
  },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Deposit Successful' }));
    await expect(dialog.getByTestId('receipt-amount')).toHaveTextContent('You deposited €50.00.');
    await expect(dialog.getByTestId('receipt-bonus')).toHaveTextContent(
      'Bonus received: €50.00 with Welcome Bonus 100% up to 500.',
    );
  },
};

/** The deposit is credited but the server refused its bonus after the charge (bonusError). */
export const SuccessBonusRefused: Story = {
  args: {
    outcome: 'success',
    method: 'Visa / Mastercard',
    receipt: {
      amount: '€50.00',
      refused: {
        name: 'Welcome Bonus 100% up to 500',
        reason:
          'You already have an active bonus. Only one bonus can be active at a time: finish its wagering or cancel it first.',
      },
    },
  },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Deposit Successful' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Your deposit is credited, but Welcome Bonus 100% up to 500 was not given.',
    );
  },
};
