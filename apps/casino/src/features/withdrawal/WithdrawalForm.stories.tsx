import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_IBAN, STORY_IBAN_BAD, storyMethods } from './storyData.ts';
import { WithdrawalForm, WithdrawalSuccess } from './WithdrawalForm.tsx';

const meta = {
  title: 'App/Withdrawal/WithdrawalForm',
  component: WithdrawalForm,
  args: {
    methods: storyMethods,
    withdrawable: '250.00',
    currency: 'EUR',
    crypto: false,
    onCalculate: fn(),
    onConfirm: fn(),
    onEdit: fn(),
    initialMethodId: 14,
  },
} satisfies Meta<typeof WithdrawalForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Crypto: Calculate with nothing filled names network, address and amount (spec 5) and sends nothing. */
export const Crypto: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate withdrawal' }));
    await expect(canvas.getByText('Please select network')).toBeVisible();
    await expect(canvas.getByText('Please enter wallet address')).toBeVisible();
    await expect(canvas.getByText('Please enter your withdraw amount')).toBeVisible();
    await expect(args.onCalculate).not.toHaveBeenCalled();
  },
};

/** A complete crypto form calculates with the exact amount as typed. */
export const CryptoFilled: Story = {
  args: {
    initialValues: { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', amount: '20.50' },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Calculate withdrawal' }));
    await expect(args.onCalculate).toHaveBeenCalledWith({
      paymentMethodId: 14,
      amount: '20.50',
      network: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
  },
};

/** Calculated: fee and net, then Confirm withdrawal. */
export const Calculated: Story = {
  args: {
    initialValues: { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', amount: '20' },
    calculation: { amount: '20.00', fee: '0.20', netAmount: '19.80', balanceAfter: '230.00' },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm withdrawal' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const CalculateError: Story = {
  args: {
    initialValues: { network: 'TRC20', address: 'T123', amount: '20' },
    error: { title: 'Error calculating withdrawal', detail: 'This is not a TRC20 address' },
  },
};

export const ConfirmError: Story = {
  args: {
    initialValues: { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', amount: '20' },
    calculation: { amount: '20.00', fee: '0.20', netAmount: '19.80', balanceAfter: '230.00' },
    error: { title: 'Withdrawal error', detail: 'Insufficient balance' },
  },
};

/** Bank: every field's message at once; what was typed stays. */
export const BankWithProblems: Story = {
  args: {
    initialMethodId: 3,
    showProblems: true,
    initialValues: { accountNumber: '001234567890', email: 'asha@example', bankCode: 'HDFC01', amount: '' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Account holder name')).toHaveAccessibleDescription(/Required/);
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(/Invalid format/);
    await expect(canvas.getByLabelText('Bank code (IFSC)')).toHaveAccessibleDescription(/8 to 15/);
    await expect(canvas.getByLabelText('Account number')).toHaveValue('001234567890');
  },
};

/** Netbanking: the bank name is required. */
export const Netbanking: Story = { args: { initialMethodId: 20, showProblems: true } };

/** UPI: the UPI ID is required and must be valid. */
export const Upi: Story = {
  args: { initialMethodId: 21, showProblems: true, initialValues: { upiId: 'asha' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('UPI ID')).toHaveAccessibleDescription(/valid UPI ID/);
  },
};

/** SEPA (a Malta/EUR player): the holder and an IBAN, no IFSC; a broken checksum is named at the IBAN. */
export const SepaIban: Story = {
  args: {
    initialMethodId: 30,
    showProblems: true,
    initialValues: { accountName: 'Dana Depositor', iban: STORY_IBAN_BAD, amount: '20' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('IBAN')).toHaveAccessibleDescription(/IBAN is not valid/);
    await expect(canvas.queryByLabelText('Bank code (IFSC)')).toBeNull();
    await expect(canvas.getByLabelText('BIC / SWIFT code (optional)')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('IBAN'));
    await userEvent.type(canvas.getByLabelText('IBAN'), STORY_IBAN);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate withdrawal' }));
    await expect(args.onCalculate).toHaveBeenCalledWith({
      paymentMethodId: 30,
      amount: '20',
      accountName: 'Dana Depositor',
      iban: STORY_IBAN,
    });
  },
};

/** E-wallet: the account at the e-wallet is asked for and required. */
export const EWalletAccount: Story = {
  args: { initialMethodId: 2, showProblems: true, initialValues: { amount: '10' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText('E-wallet account (e-mail or ID)'),
    ).toHaveAccessibleDescription(/Required/);
  },
};

/** Card payout: back to a card on file (the newest first), never a card number typed here. */
export const CardOnFile: Story = {
  args: { initialMethodId: 1, initialValues: { amount: '10' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByLabelText('Card to pay to');
    await expect(card).toHaveDisplayValue('Card ending 4242, expires 12/39');
    await userEvent.selectOptions(card, '0005-08/28');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate withdrawal' }));
    await expect(args.onCalculate).toHaveBeenCalledWith({
      paymentMethodId: 1,
      amount: '10',
      cardId: '0005-08/28',
    });
  },
};

export const CryptoWallet: Story = {
  args: { currency: 'BTC', crypto: true, withdrawable: '0.01250000' },
};

export const NoMethods: Story = { args: { methods: [] } };

export const Success: StoryObj<typeof WithdrawalSuccess> = {
  render: () => <WithdrawalSuccess amount="20.00" currency="EUR" crypto={false} onAnother={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Withdrawal success');
  },
};
