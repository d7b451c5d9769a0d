// /profile: the overview (spec 2), a player page.
import { Button } from '@casino/ui';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { usePlayerDetails } from '../../core/guards/AudienceGate.tsx';
import { readStorage, storageKeys } from '../../core/platform/storage.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { usePageBuilt } from '../../core/routing/links.ts';
import { Slot } from '../../core/ui/Slot.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import styles from './Profile.module.css';
import { ProfileOverview } from './ProfileOverview.tsx';
import { isPlaceholderEmail } from './profileForm.ts';
import { profileMessages as messages } from './profileMessages.ts';

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter((part) => part?.trim()).join(' ');
  return name || null;
}

export function ProfilePage() {
  const intl = useIntl();
  const { config } = useApp();
  const details = usePlayerDetails();
  const { user, wallet } = details;
  const isPageBuilt = usePageBuilt();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <ProfileOverview
        name={fullName(user.firstName, user.lastName)}
        email={
          isPlaceholderEmail(user.email, config.account.placeholderEmailDomain) ? '' : (user.email ?? '')
        }
        isEmailVerified={user.isEmailVerified}
        kycStatus={user.kycStatus}
        balance={{ value: wallet.balance, currency: wallet.currencyCode, crypto: details.isCrypto }}
        lastLogin={{
          date: readStorage(storageKeys.lastLoginDate),
          ip: readStorage(storageKeys.lastLoginIp),
          location: readStorage(storageKeys.lastLoginLocation),
        }}
        actions={
          <>
            {isPageBuilt('editProfile') && (
              <AppLink
                target={{ page: 'editProfile' }}
                render={(props) => (
                  <Button href={props.href} onClick={props.onClick} kind="primary">
                    {intl.formatMessage(messages.editProfileLink)}
                  </Button>
                )}
              />
            )}
            {isPageBuilt('verify') && (
              <AppLink
                target={{ page: 'verify' }}
                render={(props) => (
                  <Button href={props.href} onClick={props.onClick} kind="outline">
                    {intl.formatMessage(messages.verifyLink)}
                  </Button>
                )}
              />
            )}
            <Slot name="profileActions" />
          </>
        }
      />
    </div>
  );
}
