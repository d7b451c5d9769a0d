// Spec 8: a claim's outcome as a dialog over the calendar: 'rakeback.claim.title' with the amount
// and currency, or 'rakeback.error.claim.title' / 'rakeback.error.claim.text' with a button.
import { Button, ModalContainer, useFormatAmount } from '@casino/ui';
import { useIntl } from 'react-intl';
import { rakebackMessages as messages } from './rewardsMessages.ts';

export type ClaimResult = { kind: 'success'; amount: string; currency: string } | { kind: 'error' };

export interface ClaimResultDialogProps {
  result: ClaimResult | null;
  onClose: () => void;
}

export function ClaimResultDialog({ result, onClose }: ClaimResultDialogProps) {
  const intl = useIntl();
  const formatMoney = useFormatAmount();
  const success = result?.kind === 'success' ? result : null;
  return (
    <ModalContainer
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(success ? messages.claimTitle : messages.errorTitle)}
      description={
        success
          ? intl.formatMessage(messages.claimText, {
              amount: formatMoney(success.amount, success.currency),
              currency: success.currency,
            })
          : intl.formatMessage(messages.errorText)
      }
      footer={
        <Button kind="primary" onClick={onClose}>
          {intl.formatMessage(messages.ok)}
        </Button>
      }
    >
      {null}
    </ModalContainer>
  );
}
