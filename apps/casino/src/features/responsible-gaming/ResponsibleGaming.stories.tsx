// Every view and modal body of responsible gaming, presentational (the containers call the API).
import type { LimitsState } from '@casino/api-client';
import { Button } from '@casino/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FreezeForm } from './FreezeForm.tsx';
import { LimitsView } from './LimitsView.tsx';
import { RealityCheckView } from './RealityCheckModal.tsx';
import { RealityCheckSetting } from './RealityCheckSetting.tsx';
import { SelfExclusionForm } from './SelfExclusionForm.tsx';
import { SessionClockView } from './SessionClock.tsx';
import { SessionTimeLimitForm } from './SessionTimeLimitForm.tsx';
import { BonusBetLimitView, SpinRefusedView } from './SpinRefusalModals.tsx';

const meta = {
  title: 'App/ResponsibleGaming',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const limits: LimitsState = {
  limits: {
    isSelfExclusionPermanent: false,
    selfExclusion: null,
    isSelfExcluded: false,
    frozenUntil: null,
    sessionTimeLimitMinutes: 90,
    depositLimit: { daily: 50, weekly: null, monthly: 1000 },
    lossLimit: { daily: null, weekly: 40, monthly: null },
    betLimit: { daily: 100, weekly: null, monthly: null },
    maxBetLimit: 5,
    betLimitChangedAt: '2026-11-22T20:00:00.000Z',
  },
  pendingChanges: [{ type: 'loss', period: 1, amount: 90, effectiveAt: '2026-11-23T20:00:00.000Z' }],
};
const supportLink = <a href="#contacts">Contact support</a>;

export const Limits: Story = {
  render: () => (
    <LimitsView state={limits} currency="EUR" onChange={fn(async () => undefined)} supportLink={supportLink}>
      <RealityCheckSetting
        choice="30"
        brand={{ defaultIntervalMinutes: 60, allowOff: true }}
        onChoose={fn()}
      />
    </LimitsView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The amount's figures: where the currency sign goes follows the locale (Arabic puts it after).
    await expect(canvas.getByTestId('limit-loss-weekly-pending')).toHaveTextContent(/90\.00/);
    await userEvent.type(canvas.getByLabelText('Daily · Deposit limits'), '0');
    await userEvent.click(
      within(canvas.getByTestId('limit-deposit-daily')).getByRole('button', { name: 'Save' }),
    );
    await expect(canvas.getByTestId('limit-deposit-daily')).toHaveTextContent('Enter an amount above 0.');
  },
};

export const LimitChangeRefusedBySupportRule: Story = {
  render: () => (
    <LimitsView
      state={limits}
      currency="EUR"
      onChange={async () => {
        throw Object.assign(new Error('SUPPORT_ONLY'), { code: 'SUPPORT_ONLY' });
      }}
      supportLink={supportLink}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(canvas.getByTestId('limit-maxBet'));
    await userEvent.type(row.getByLabelText('Maximum single bet'), '3');
    await userEvent.click(row.getByRole('button', { name: 'Save' }));
    await expect(row.getByRole('link', { name: 'Contact support' })).toBeVisible();
  },
};

export const SessionTimeLimit: Story = {
  render: () => <SessionTimeLimitForm currentMinutes={null} state="idle" onSubmit={fn()} onRemove={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Session time'), '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Session time must be at least 10 minutes')).toBeVisible();
  },
};

export const SessionTimeLimitSet: Story = {
  render: () => (
    <SessionTimeLimitForm
      currentMinutes={120}
      pending={{ minutes: null, effectiveAt: '2026-11-23T20:00:00.000Z' }}
      state="saved"
      onSubmit={fn()}
      onRemove={fn()}
    />
  ),
};

export const SessionTimeLimitUpdateFailed: Story = {
  render: () => (
    <SessionTimeLimitForm currentMinutes={60} state="updateFailed" onSubmit={fn()} onRemove={fn()} />
  ),
};

export const SessionTimeLimitRemoveFailed: Story = {
  render: () => (
    <SessionTimeLimitForm currentMinutes={60} state="removeFailed" onSubmit={fn()} onRemove={fn()} />
  ),
};

const today = new Date('2026-11-22T12:00:00Z');

export const SelfExclusion: Story = {
  render: () => <SelfExclusionForm now={today} busy={false} onConfirm={fn()} />,
};

export const SelfExclusionConfirm: Story = {
  render: () => (
    <SelfExclusionForm now={today} busy={false} onConfirm={fn()} initialChoice="4" initialConfirming />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('confirm-step')).toHaveTextContent('1 week');
  },
};

export const FreezeAccount: Story = {
  render: () => <FreezeForm busy={false} onConfirm={fn()} />,
};

export const FreezeAccountConfirm: Story = {
  render: () => <FreezeForm busy={false} onConfirm={fn()} initialChoice="7d" initialConfirming />,
};

export const RealityCheck: Story = {
  render: () => (
    <RealityCheckView
      elapsedMs={75 * 60_000}
      position={{ stakes: '12.50', wins: '4.20', net: '8.30' }}
      currency="EUR"
      historyLink={
        <Button href="#history" size="large" kind="outline">
          View history
        </Button>
      }
      onContinue={fn()}
      onLogout={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have been playing for 1 hour 15 minutes.')).toBeVisible();
    await expect(canvas.getByTestId('reality-net')).toHaveTextContent(/8\.30/);
  },
};

export const SessionClock: Story = {
  render: () => <SessionClockView elapsedMs={(3600 + 5 * 60 + 7) * 1000} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('session-clock')).toHaveTextContent('1:05:07');
  },
};

export const BonusBetLimitBreach: Story = {
  render: () => <BonusBetLimitView bet="8.00" limit="5" onClose={fn()} />,
};

export const SpinRefused: Story = {
  render: () => (
    <SpinRefusedView
      text="This bet of 3.00 would pass your daily loss limit of 10 (9.50 used)."
      onClose={fn()}
    />
  ),
};
