// /profile/edit-profile (/account in panel navigation): the information form and the password
// change, for players only. Updates from here are sent as updateFrom 'Update Form'.
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import styles from './Profile.module.css';
import { ProfileEditor } from './ProfileEditor.tsx';
import { profileMessages as messages } from './profileMessages.ts';
import { RequireUser } from './RequireUser.tsx';

export function EditProfilePage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.editTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <RequireUser>{(details) => <ProfileEditor details={details} updateFrom="Update Form" />}</RequireUser>
    </div>
  );
}
