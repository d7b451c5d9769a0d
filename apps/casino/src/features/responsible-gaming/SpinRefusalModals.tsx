// Refused spins over the running game (spec 8): the bonus bet limit breach with the attempted bet
// and the limit, and every other refusal (maximum bet, period bet and loss limits, min/max bet)
// in its spec wording. The parameters come from the game frame's message (gameMessages.ts).
import { describeRefusal } from '@casino/api-client';
import { Button, Stack, Text } from '@casino/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { rgMessages as messages } from './messages.ts';

export function BonusBetLimitView({
  bet,
  limit,
  onClose,
}: {
  bet: string;
  limit: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack gap={4} data-testid="bonus-bet-limit">
      <Text>{intl.formatMessage(messages.bonusBreachBody, { bet, limit })}</Text>
      <Button size="large" onClick={onClose}>
        {intl.formatMessage(messages.ok)}
      </Button>
    </Stack>
  );
}

export function SpinRefusedView({ text, onClose }: { text: string; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap={4} data-testid="spin-refused">
      <Text>{text}</Text>
      <Button size="large" onClick={onClose}>
        {intl.formatMessage(messages.ok)}
      </Button>
    </Stack>
  );
}

export function BonusBetLimitModal({ close }: ModalBodyProps) {
  const [params] = useSearchParams();
  return (
    <BonusBetLimitView bet={params.get('bet') ?? ''} limit={params.get('limit') ?? ''} onClose={close} />
  );
}

export function SpinRefusedModal({ close }: ModalBodyProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const details: Record<string, unknown> = {};
  for (const key of ['bet', 'limit', 'used', 'minBet', 'maxBet'])
    if (params.has(key)) details[key] = params.get(key);
  const code = params.get('code') ?? '';
  // The period limits carry their period and kind in the code (dailyLossLimit).
  const description = describeRefusal(code, details, params.get('msg') ?? undefined);
  return (
    <SpinRefusedView text={intl.formatMessage(description.message, description.values)} onClose={close} />
  );
}
