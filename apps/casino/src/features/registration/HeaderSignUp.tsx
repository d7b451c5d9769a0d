// The header's Sign up button for guests (a shell slot contribution).
import { useIntl } from 'react-intl';
import { ModalLinkButton } from '../../core/ui/ModalLinkButton.tsx';
import { registrationMessages } from './registrationMessages.ts';

export function HeaderSignUp() {
  const intl = useIntl();
  return (
    <ModalLinkButton
      modal="registration"
      label={intl.formatMessage(registrationMessages.headerSignUp)}
      kind="accent"
      testId="header-registration"
    />
  );
}
