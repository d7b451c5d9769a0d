// The header's Deposit button for players: opens the deposit modal over the current page.
import { useIntl } from 'react-intl';
import { ModalLinkButton } from '../../core/ui/ModalLinkButton.tsx';
import { depositModalTitles } from './modalTitles.ts';

export function HeaderDeposit() {
  const intl = useIntl();
  return (
    <ModalLinkButton
      modal="deposit"
      label={intl.formatMessage(depositModalTitles.header)}
      kind="accent"
      testId="header-deposit"
    />
  );
}
