// The header's Deposit button for players: opens the deposit modal over the current page. A
// paused account (self-excluded, frozen) is offered no Deposit: the banner says why.
import { useIntl } from 'react-intl';
import { useAccountPaused } from '../../core/guards/selfExclusion.tsx';
import { ModalLinkButton } from '../../core/ui/ModalLinkButton.tsx';
import { depositModalTitles } from './modalTitles.ts';

export function HeaderDeposit() {
  const intl = useIntl();
  const paused = useAccountPaused();
  if (paused) return null;
  return (
    <ModalLinkButton
      modal="deposit"
      label={intl.formatMessage(depositModalTitles.header)}
      kind="accent"
      testId="header-deposit"
    />
  );
}

// The manifest loads this module lazily: its default is the slot component.
export { HeaderDeposit as default };
