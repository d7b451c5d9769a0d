// ?modal=deposit-3ds-success&MD=…&PaReq=… (spec 4): the bank's page sends the player back here; the
// authentication data goes to the server once, even after a reload or in a second tab.
import { threeDsWebhookMutation } from '@casino/api-client';
import { Button, Spinner, Stack, Text } from '@casino/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
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
  const { mutateAsync } = useMutation(threeDsWebhookMutation(api));
  // The result lives in the query cache, not in this component: the modal body may be mounted again
  // while the call runs (the app re-renders as the session and wallet refresh), and a new instance
  // must find the answer instead of waiting for a promise its predecessor dropped.
  const confirmation = useQuery({
    queryKey: ['deposit', '3ds-return', md],
    queryFn: () => sendOnce(md ?? '', () => mutateAsync({ MD: md ?? '', PaReq: paReq ?? '' })),
    enabled: Boolean(md && paReq),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const problem = confirmation.isError ? depositError(confirmation.error) : undefined;
  return (
    <ThreeDsReturnView
      state={
        !md || !paReq
          ? 'missing'
          : confirmation.isError
            ? 'failed'
            : confirmation.isFetching || !confirmation.data
              ? 'sending'
              : confirmation.data
      }
      problem={intl.formatMessage(problem?.message ?? genericDepositError, problem?.values)}
      onRetry={() => void confirmation.refetch()}
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
