// On the profile overview when the brand shows the bonus calendar there (showProfileCalendar).
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { ModalLinkButton } from '../../core/ui/ModalLinkButton.tsx';
import { bonusCalendarMessages as messages } from './rewardsMessages.ts';

export function ProfileCalendarButton() {
  const intl = useIntl();
  const { config } = useApp();
  if (!config.rewards.bonusCalendar) return null;
  return (
    <ModalLinkButton
      modal="calendar"
      label={intl.formatMessage(messages.open)}
      kind="outline"
      testId="profile-bonus-calendar"
    />
  );
}
