import { ModalContainer } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { depositModalTitles } from './modalTitles.ts';
import { ThreeDsReturnView, type ThreeDsReturnViewProps } from './ThreeDsReturnModal.tsx';

/** The 3DS return in the app's modal container, titled as the modal registry titles it. */
function InModal(props: ThreeDsReturnViewProps) {
  const intl = useIntl();
  return (
    <ModalContainer open onOpenChange={() => {}} title={intl.formatMessage(depositModalTitles.threeDs)}>
      <ThreeDsReturnView {...props} />
    </ModalContainer>
  );
}

const meta = {
  title: 'App/Deposit/ThreeDsReturn',
  component: ThreeDsReturnView,
  render: (args) => <InModal {...args} />,
  args: { state: 'sent', problem: 'Deposit error', onRetry: fn(), onDone: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: ['missing', 'sending', 'failed', 'sent', 'alreadyHandled'] },
  },
} satisfies Meta<typeof ThreeDsReturnView>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Confirming your payment' });
/** The dialog once it takes clicks: Radix turns its pointer events on a render after it opens. */
const clickableDialog = async () => {
  await waitFor(() => expect(dialog()).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog();
};

export const Confirmed: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await clickableDialog()).getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};
export const AlreadyConfirmed: Story = {
  args: { state: 'alreadyHandled' },
  play: async () => {
    await expect(dialog()).toHaveTextContent('This payment was confirmed already.');
  },
};
export const Sending: Story = { args: { state: 'sending' } };
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent('Deposit error');
    await userEvent.click(within(await clickableDialog()).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const MissingData: Story = {
  args: { state: 'missing' },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'The bank sent no authentication data.',
    );
  },
};
