// /profile/edit-profile (/account in panel navigation): the information form and the password
// change (a player page). Updates from here are sent as updateFrom 'Update Form'.
import { useIntl } from 'react-intl';
import { usePlayerDetails } from '../../core/guards/AudienceGate.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import styles from './Profile.module.css';
import { ProfileEditor } from './ProfileEditor.tsx';
import { profileMessages as messages } from './profileMessages.ts';

export function EditProfilePage() {
  const intl = useIntl();
  const details = usePlayerDetails();
  const title = intl.formatMessage(messages.editTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <ProfileEditor details={details} updateFrom="Update Form" />
    </div>
  );
}
