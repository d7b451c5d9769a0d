// The v2 profile pages (spec 2): /profile2/my-profile (the same form in the v2 frame, sent as
// updateFrom 'Profile Page') and /profile2/balance.
import { useIntl } from 'react-intl';
import { BalanceView } from './BalanceView.tsx';
import { ProfileEditor } from './ProfileEditor.tsx';
import { ProfileSections } from './ProfileSections.tsx';
import { profileMessages as messages } from './profileMessages.ts';
import { RequireUser } from './RequireUser.tsx';

export function MyProfilePage() {
  const intl = useIntl();
  return (
    <ProfileSections title={intl.formatMessage(messages.navMyProfile)}>
      <RequireUser>{(details) => <ProfileEditor details={details} updateFrom="Profile Page" />}</RequireUser>
    </ProfileSections>
  );
}

export function BalancePage() {
  const intl = useIntl();
  return (
    <ProfileSections title={intl.formatMessage(messages.balanceTitle)}>
      <RequireUser>
        {({ wallet, isCrypto }) => (
          <BalanceView
            balance={wallet.balance}
            bonusBalance={wallet.bonusBalance}
            totalBalance={wallet.totalBalance}
            currency={wallet.currencyCode}
            crypto={isCrypto}
          />
        )}
      </RequireUser>
    </ProfileSections>
  );
}
