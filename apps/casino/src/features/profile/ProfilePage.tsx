// /profile: the overview (spec 2), for players only.
import { Button } from '@casino/ui';
import { useIntl } from 'react-intl';
import { readStorage, storageKeys } from '../../platform/storage.ts';
import { AppLink } from '../../routing/AppLink.tsx';
import { useApp } from '../../shell/AppContext.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { isPageBuilt } from '../pages.ts';
import styles from './Profile.module.css';
import { ProfileOverview } from './ProfileOverview.tsx';
import { isPlaceholderEmail } from './profileForm.ts';
import { profileMessages as messages } from './profileMessages.ts';
import { RequireUser } from './RequireUser.tsx';

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter((part) => part?.trim()).join(' ');
  return name || null;
}

export function ProfilePage() {
  const intl = useIntl();
  const { config } = useApp();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <RequireUser>
        {(details) => {
          const { user, wallet } = details;
          return (
            <ProfileOverview
              name={fullName(user.firstName, user.lastName)}
              email={
                isPlaceholderEmail(user.email, config.settings.emptyEmailDomain) ? '' : (user.email ?? '')
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
                </>
              }
            />
          );
        }}
      </RequireUser>
    </div>
  );
}
