// ?modal=deposit-3ds-success&MD=…&PaReq=… (spec 4): the bank's page sends the player back here; the
// authentication data goes to the server once, even after a reload or in a second tab.
import { threeDsWebhookMutation } from '@casino/api-client';
import { Button, Spinner, Stack, Text } from '@casino/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { depositMessages as messages } from './depositMessages.ts';
import { depositError, genericDepositError } from './logic/errors.ts';
import { type SendResult, sendOnce } from './logic/threeDsOnce.ts';

export default function ThreeDsReturnModal({ close }: ModalBodyProps) {
  const intl = useIntl();
  const { api } = useApp();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const md = params.get('MD');
  const paReq = params.get('PaReq');
  const webhook = useMutation(threeDsWebhookMutation(api));
  const [result, setResult] = useState<SendResult | 'failed' | null>(null);
  const { mutateAsync } = webhook;

  // Returns the effect's clean-up: a result that arrives after the modal closed is dropped.
  const confirm = useCallback(() => {
    if (!md || !paReq) return undefined;
    let live = true;
    sendOnce(md, () => mutateAsync({ MD: md, PaReq: paReq })).then(
      (sent) => live && setResult(sent),
      () => live && setResult('failed'),
    );
    return () => {
      live = false;
    };
  }, [md, paReq, mutateAsync]);
  useEffect(() => confirm(), [confirm]);

  const problem = result === 'failed' ? depositError(webhook.error) : undefined;
  return (
    <ThreeDsReturnView
      state={!md || !paReq ? 'missing' : (result ?? 'sending')}
      problem={intl.formatMessage(problem?.message ?? genericDepositError, problem?.values)}
      onRetry={() => {
        setResult(null);
        confirm();
      }}
      onDone={close}
    />
  );
}

export interface ThreeDsReturnViewProps {
  /** missing: the bank sent no MD/PaReq; sent: confirmed now; already: another load or tab did. */
  state: 'missing' | 'sending' | 'failed' | SendResult;
  /** The failure's words (state failed). */
  problem: string;
  onRetry: () => void;
  onDone: () => void;
}

/** Presentational: the 3DS return's states. */
export function ThreeDsReturnView({ state, problem, onRetry, onDone }: ThreeDsReturnViewProps) {
  const intl = useIntl();
  if (state === 'missing') return <Text role="alert">{intl.formatMessage(messages.threeDsMissing)}</Text>;
  if (state === 'sending')
    return (
      <Stack gap={3} data-testid="deposit-3ds" data-state="sending">
        <Spinner label={intl.formatMessage(messages.threeDsConfirming)} />
      </Stack>
    );
  if (state === 'failed')
    return (
      <Stack gap={3} data-testid="deposit-3ds" data-state="failed">
        <Text role="alert">{problem}</Text>
        <Button kind="accent" onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </Stack>
    );
  return (
    <Stack gap={3} data-testid="deposit-3ds" data-state={state}>
      <Text>{intl.formatMessage(state === 'sent' ? messages.threeDsDone : messages.threeDsAlready)}</Text>
      <Button kind="accent" onClick={onDone}>
        {intl.formatMessage(messages.done)}
      </Button>
    </Stack>
  );
}
