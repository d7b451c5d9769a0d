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
