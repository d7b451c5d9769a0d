// The header's Sign up button for guests (a shell slot contribution).
import { useIntl } from 'react-intl';
import { ModalLinkButton } from '../../core/ui/ModalLinkButton.tsx';
import { registrationModalTitles } from './modalTitles.ts';

export function HeaderSignUp() {
  const intl = useIntl();
  return (
    <ModalLinkButton
      modal="registration"
      label={intl.formatMessage(registrationModalTitles.headerSignUp)}
      kind="accent"
      testId="header-registration"
    />
  );
}
