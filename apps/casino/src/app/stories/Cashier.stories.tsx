// The cashier's deposit side (issue 14) as players reach it, in every brand: /deposit, the deposit
// modal (from the address and from the header's Deposit button), every outcome modal the back end's
// redirect opens, the crypto top-up, and the states before the form (loading, failure, no method,
// missing profile data, KYC offer, self-exclusion), each the real page against the story back end.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UserDetails } from '../../core/api/types.ts';
import { PageStoryFrame } from './PageStoryFrame.tsx';
import {
  backToTop,
  inDocument as body,
  pageArrives as found,
  mobileViewport as mobile,
} from './pageStoryKit.ts';
import { storyJson, storyNeverAnswers, storyPlayer, storyRefusal } from './storyBackEnd.ts';
import { cashierAnswers, storyCryptoPlayer, storyDeposit, storyPayments } from './storyCashier.ts';

const meta = {
  title: 'App/Cashier/Deposit',
  component: PageStoryFrame,
  args: { page: 'deposit', player: storyPlayer, answers: cashierAnswers() },
  parameters: { layout: 'fullscreen' },
  afterEach: backToTop,
} satisfies Meta<typeof PageStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The crypto top-up's choice for the next transfer, as the back end keeps it (echoed). */
const chosen = fn(({ body }: { body: unknown }) =>
  storyJson({ data: { bonusId: (body as { bonusId: number | null }).bonusId } }),
);

const depositForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByTestId('deposit-form', undefined, found));

/** A card that passes every check (Luhn, a future expiry, 3 digits). */
async function fillCard(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByLabelText('Cardholder name'), 'Ada Lovelace');
  await userEvent.type(form.getByLabelText('Card number'), '4111111111111111');
  await userEvent.type(form.getByLabelText('Expiry date (MM/YY)'), '1230');
  await userEvent.type(form.getByLabelText('CVC'), '123');
}

/** /deposit: the visible methods (hidden and inactive ones left out), the amount, the card form. */
export const DepositPage: Story = {
  play: async ({ canvasElement }) => {
    const form = await depositForm(canvasElement);
    const visible = storyPayments.filter((method) => method.isActive && !method.hidden);
    const methods = within(form.getByTestId('method-picker'));
    await expect(methods.getAllByRole('radio')).toHaveLength(visible.length);
    // The bonus choice (issue 35): the player's 3 deposits leave the High Roller Reload to take.
    await expect(await form.findByRole('radio', { name: /High Roller Reload/ }, found)).toBeEnabled();
    const bonuses = within(form.getByTestId('bonus-picker'));
    await expect(bonuses.getByRole('radio', { name: /Welcome Bonus/ })).toBeDisabled();
    await expect(bonuses.getByRole('radio', { name: 'No bonus' })).toBeChecked();
    await expect(form.getByRole('radio', { name: /Visa \/ Mastercard/ })).toBeChecked();
    await expect(form.queryByRole('radio', { name: /Neteller/ })).toBeNull();
    await expect(form.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  },
};

export const DepositPageMobile: Story = { globals: mobile, play: DepositPage.play };

/** Submitting an empty card form shows each field's rule and keeps the rest of the form. */
export const CardInvalid: Story = {
  play: async ({ canvasElement }) => {
    const form = await depositForm(canvasElement);
    await userEvent.type(form.getByLabelText('Card number'), '4111111111111112');
    await userEvent.type(form.getByLabelText('Expiry date (MM/YY)'), '1399');
    await userEvent.click(form.getByRole('button', { name: /^Deposit/ }));
    await expect(await form.findByText('Please enter a valid card number')).toBeVisible();
    await expect(form.getByText('Invalid month')).toBeVisible();
    await expect(form.getAllByText('Required').length).toBeGreaterThan(0);
  },
};

/** A card deposit that succeeds: the success modal over the page. */
export const CardSuccess: Story = {
  play: async ({ canvasElement }) => {
    const form = await depositForm(canvasElement);
    await fillCard(form);
    await userEvent.click(form.getByRole('button', { name: /^Deposit/ }));
    const dialog = await body().findByRole('dialog', { name: 'Deposit Successful' }, found);
    await expect(await within(dialog).findByRole('button', { name: 'Done' }, found)).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

const declinedDeposit = fn(storyDeposit('decline'));

/** A declined card: the outcome modal; "Use another method" moves the page to the next method. */
export const CardDeclinedThenAnotherMethod: Story = {
  args: { answers: { ...cashierAnswers(), 'POST /api/user/deposit': declinedDeposit } },
  play: async ({ canvasElement }) => {
    const form = await depositForm(canvasElement);
    await fillCard(form);
    await userEvent.click(form.getByRole('button', { name: /^Deposit/ }));
    const dialog = await body().findByRole('dialog', { name: 'Deposit Declined' }, found);
    await expect(declinedDeposit).toHaveBeenCalledOnce();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Use another method' }, found));
    // The form may be drawn again once the modal closes: each try looks it up afresh, and a busy
    // machine gets the page's own patience, not the one-second default.
    await waitFor(async () => {
      const again = await depositForm(canvasElement);
      await expect(again.getByRole('radio', { name: /Skrill/ })).toBeChecked();
      await expect(again.getByTestId('failed-notice')).toHaveTextContent('Visa / Mastercard');
    }, found);
  },
};

/** spec 8: a deposit over the player's deposit limit is refused with PAYMENT_LIMIT_THRESHOLD. */
export const OverDepositLimit: Story = {
  args: {
    answers: {
      ...cashierAnswers(),
      'POST /api/user/deposit': storyRefusal(422, 'PAYMENT_LIMIT_THRESHOLD', 'Payment limit threshold'),
    },
  },
  play: async ({ canvasElement }) => {
    const form = await depositForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: /Skrill/ }));
    await userEvent.click(form.getByRole('button', { name: /^Deposit/ }));
    await expect(await form.findByTestId('deposit-error', undefined, found)).toHaveTextContent(
      'You have reached your daily deposit limit.',
    );
  },
};

/** Crypto top-up: the network's address with Copy and QR; both change with the network. */
export const CryptoTopUp: Story = {
  play: async ({ canvasElement }) => {
    const form = await depositForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: /Tether/ }));
    const address = await form.findByTestId('crypto-address', undefined, found);
    await expect(address).toHaveTextContent('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await userEvent.click(form.getByRole('radio', { name: 'Ethereum (ERC20)' }));
    await waitFor(() =>
      expect(form.getByTestId('crypto-address')).toHaveTextContent(
        '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      ),
    );
    await expect(form.getByTestId('crypto-qr')).toHaveAttribute(
      'data-qr',
      expect.stringContaining('ethereum:'),
    );
    await expect(form.getByTestId('network-warning')).toHaveTextContent('Ethereum (ERC20)');
    await expect(form.getByRole('button', { name: 'Copy address' })).toBeVisible();
  },
};

/**
 * A USDT wallet's top-up (issue 35): no amount is typed, so the bonus is chosen for the next
 * transfer and kept on the account (PUT next-transfer-bonus), and taken back the same way; the
 * ones it cannot take say why.
 */
export const CryptoNextTransferBonus: Story = {
  args: {
    player: storyCryptoPlayer(storyPlayer),
    answers: {
      ...cashierAnswers(),
      'GET /api/admin/get-currencies': () =>
        storyJson({
          data: {
            currencies: [{ code: 'USDT', name: 'Tether', symbol: 'USDT', isCrypto: true, decimals: 8 }],
          },
        }),
      'PUT /api/user/next-transfer-bonus': chosen,
    },
  },
  play: async ({ canvasElement }) => {
    chosen.mockClear();
    const form = await depositForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: /Tether/ }));
    const bonuses = within(await form.findByTestId('bonus-picker', undefined, found));
    await expect(await bonuses.findByTestId('bonus-next-transfer', undefined, found)).toHaveTextContent(
      'No bonus applies to your next transfer.',
    );
    await expect(bonuses.getByRole('radio', { name: /Welcome Bonus/ })).toBeDisabled();
    await userEvent.click(bonuses.getByRole('radio', { name: /High Roller Reload/ }));
    await waitFor(() => expect(chosen).toHaveBeenCalledTimes(1));
    await expect(chosen.mock.calls[0]?.[0].body).toEqual({ bonusId: 10 });
    await expect(await bonuses.findByTestId('bonus-summary', undefined, found)).toHaveTextContent(
      'Bonus for your next transfer: High Roller Reload',
    );
    await expect(bonuses.getByRole('radio', { name: /High Roller Reload/ })).toBeChecked();
    // Back to none: the screenshot ends without the expiry date, which moves with the day (the
    // chosen state is BonusPicker's NextCryptoTransfer story, on a fixed clock).
    await userEvent.click(bonuses.getByRole('radio', { name: 'No bonus' }));
    await waitFor(() => expect(chosen).toHaveBeenCalledTimes(2));
    await expect(chosen.mock.calls[1]?.[0].body).toEqual({ bonusId: null });
    await expect(await bonuses.findByTestId('bonus-next-transfer', undefined, found)).toHaveTextContent(
      'No bonus applies to your next transfer.',
    );
    await expect(await form.findByTestId('crypto-address', undefined, found)).toBeVisible();
  },
};

export const MethodsLoading: Story = {
  args: { answers: { ...cashierAnswers(), 'GET /api/admin/get-payments': storyNeverAnswers } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading payment methods…', undefined, found),
    ).toBeInTheDocument();
  },
};

const methodsFailed = fn(storyRefusal(500, 'PAYMENT_SERVICE_ERROR', 'Payment service error'));

export const MethodsFailed: Story = {
  args: { answers: { ...cashierAnswers(), 'GET /api/admin/get-payments': methodsFailed } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, found);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(methodsFailed).toHaveBeenCalledTimes(2));
  },
};

/** No method is offered for the player's country and currency. */
export const NoMethods: Story = {
  args: { answers: cashierAnswers(storyPayments.filter((method) => method.hidden || !method.isActive)) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No payment method is available for your country and currency.',
        undefined,
        found,
      ),
    ).toBeVisible();
  },
};

const newPlayer: UserDetails = {
  ...storyPlayer,
  user: { ...storyPlayer.user, address: null, city: null, zipCode: null, kycStatus: 'PENDING' },
  depositCount: 0,
};

/** allowDepWithoutAddress off: the deposit asks for the missing profile data first. */
export const MissingProfileData: Story = {
  args: { player: newPlayer, settings2: { allowDepWithoutAddress: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Complete your profile to deposit', undefined, found)).toBeVisible();
    await expect(canvas.queryByTestId('deposit-form')).toBeNull();
  },
};

/** allowKYCBeforeDeposit: verification is offered before the first deposit; "Deposit first" skips it. */
export const KycBeforeFirstDeposit: Story = {
  args: { player: newPlayer, settings2: { allowKYCBeforeDeposit: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deposit first' }, found));
    await expect(await canvas.findByTestId('deposit-form', undefined, found)).toBeVisible();
  },
};

/** spec 3: a self-excluded player is told they can only withdraw. */
export const SelfExcluded: Story = {
  args: {
    player: {
      ...storyPlayer,
      user: { ...storyPlayer.user, userLimit: { isSelfExclusionPermanent: true, selfExclusion: null } },
    },
  },
  play: async ({ canvasElement }) => {
    // The shell's notice on every page, and the deposit's own in place of the methods.
    await within(canvasElement).findAllByTestId('self-exclusion-notice', undefined, found);
    await expect(
      await within(canvasElement).findByText(
        'This is not available while you are self-excluded.',
        undefined,
        found,
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByTestId('deposit-form')).toBeNull();
  },
};

/** ?modal=deposit over another page: the same flow in the modal container. */
export const DepositModal: Story = {
  args: { page: 'home', search: '?modal=deposit' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Deposit' }, found);
    const form = within(await within(dialog).findByTestId('deposit-form', undefined, found));
    await expect(form.getByRole('radio', { name: /Visa \/ Mastercard/ })).toBeChecked();
  },
};

export const DepositModalMobile: Story = { ...DepositModal, globals: mobile };

/** The header's Deposit button (players) opens the deposit modal over the page. */
export const HeaderDeposit: Story = {
  args: { page: 'home' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByTestId('header-deposit', undefined, found));
    const dialog = await body().findByRole('dialog', { name: 'Deposit' }, found);
    await expect(await within(dialog).findByTestId('deposit-form', undefined, found)).toBeVisible();
  },
};

/** The outcome modal the back end's redirect opens (`?modal=deposit-<outcome>&met=<method>`). */
const outcome = (modal: string, title: string): Story => ({
  args: { search: `?modal=deposit-${modal}&met=Skrill` },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: title }, found));
    // The modal's body loads on demand.
    const done = await dialog.findByRole('button', { name: modal === 'success' ? 'Done' : 'Retry' }, found);
    await expect(done).toBeVisible();
    if (modal !== 'success')
      await expect(dialog.getByRole('button', { name: 'Use another method' })).toBeVisible();
    else await expect(dialog.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
});

export const OutcomeFailed = outcome('failed', 'Oops! Deposit Attempt Unsuccessful');
export const OutcomeReturned = outcome('return', 'Deposit Returned');
export const OutcomeDeclined = outcome('decline', 'Deposit Declined');
export const OutcomeCancelled = outcome('cancel', 'Deposit Cancelled');
export const OutcomePending = outcome('pending', 'Deposit in Progress');
export const OutcomeSuccess = outcome('success', 'Deposit Successful');

/** Retry from an outcome modal on /deposit: the page again, with the same method chosen. */
export const OutcomeRetry: Story = {
  args: { search: '?modal=deposit-cancel&met=Skrill' },
  play: async ({ canvasElement }) => {
    const dialog = await body().findByRole('dialog', { name: 'Deposit Cancelled' }, found);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Retry' }, found));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const form = await depositForm(canvasElement);
    await waitFor(() => expect(form.getByRole('radio', { name: /Skrill/ })).toBeChecked());
  },
};
