import { Button, ModalContainer } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DepositRequiredView } from './DepositRequired.tsx';

const meta = {
  title: 'App/DepositRequired',
  component: DepositRequiredView,
  args: {
    action: (
      <Button href="#deposit" kind="accent">
        Deposit
      </Button>
    ),
  },
} satisfies Meta<typeof DepositRequiredView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In place of a page for depositors only (AudienceGate). */
export const Notice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit Required' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '#deposit');
  },
};

/** The popup (?modal=deposit-required): the modal's title says it, the body does not repeat it. */
export const Popup: Story = {
  args: { heading: false },
  render: (args) => (
    <ModalContainer open onOpenChange={() => {}} title="Deposit Required">
      <DepositRequiredView {...args} />
    </ModalContainer>
  ),
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Deposit Required' });
    await expect(within(dialog).queryByRole('heading', { level: 1 })).toBeNull();
    await expect(dialog).toHaveTextContent('This feature needs a deposit.');
  },
};
