// The profile menu's entries (slot profileMenu) and the profile overview's session time action
// (slot profileActions).
import { useIntl } from 'react-intl';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { ModalLinkButton } from '../../core/ui/ModalLinkButton.tsx';
import { rgMessages as messages } from './messages.ts';
import styles from './ResponsibleGaming.module.css';

export function ProfileMenuLinks() {
  const intl = useIntl();
  return (
    <nav className={styles.menu} aria-label={intl.formatMessage(messages.sectionNav)}>
      <ul>
        <li>
          <AppLink target={{ page: 'limits' }}>{intl.formatMessage(messages.menuLimits)}</AppLink>
        </li>
        <li>
          <AppLink target={{ page: 'freezeAccount' }}>{intl.formatMessage(messages.menuFreeze)}</AppLink>
        </li>
      </ul>
    </nav>
  );
}

export function ProfileSessionTimeAction() {
  const intl = useIntl();
  return (
    <ModalLinkButton
      modal="session-time-limit"
      kind="outline"
      label={intl.formatMessage(messages.menuSessionTime)}
      testId="profile-session-time-limit"
    />
  );
}
