// The v2 profile pages (spec 2): /profile2/my-profile (the same form in the v2 frame, sent as
// updateFrom 'Profile Page') and /profile2/balance.
import { withdrawalStatusQuery } from '@casino/api-client';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { usePlayerDetails } from '../../core/guards/AudienceGate.tsx';
import { BalanceView } from './BalanceView.tsx';
import { ProfileEditor } from './ProfileEditor.tsx';
import { ProfileSections } from './ProfileSections.tsx';
import { profileMessages as messages } from './profileMessages.ts';

export function MyProfilePage() {
  const intl = useIntl();
  const details = usePlayerDetails();
  return (
    <ProfileSections title={intl.formatMessage(messages.navMyProfile)}>
      <ProfileEditor details={details} updateFrom="Profile Page" />
    </ProfileSections>
  );
}

export function BalancePage() {
  const intl = useIntl();
  const { api } = useApp();
  const { wallet, isCrypto } = usePlayerDetails();
  // The server decides what is withdrawable (bonus, wagering, e-mail, deposit, KYC rules).
  const status = useQuery(withdrawalStatusQuery(api));
  return (
    <ProfileSections title={intl.formatMessage(messages.balanceTitle)}>
      <BalanceView
        balance={wallet.balance}
        bonusBalance={wallet.bonusBalance}
        totalBalance={wallet.totalBalance}
        currency={wallet.currencyCode}
        crypto={isCrypto}
        withdrawable={status.data?.withdrawable}
      />
    </ProfileSections>
  );
}
