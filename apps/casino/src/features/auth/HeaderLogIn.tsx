// The header's Log in button for guests (a shell slot contribution).
import { useIntl } from 'react-intl';
import { ModalLinkButton } from '../../core/ui/ModalLinkButton.tsx';
import { authModalTitles } from './modalTitles.ts';

export function HeaderLogIn() {
  const intl = useIntl();
  return (
    <ModalLinkButton
      modal="login"
      label={intl.formatMessage(authModalTitles.headerLogIn)}
      kind="outline"
      testId="header-login"
    />
  );
}
