// /vip-club and /vip (anyone: the levels; a player also sees their level and refer-a-friend) and
// /profile2/vip-club (players). Levels from get-loyalty-levels, the player's level and referral
// data from their details; grouping and the refer-a-friend share from the rewards capability.
import { loyaltyLevelsQuery } from '@casino/api-client';
import { Button } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { searchWithModal } from '../../core/modals/modalNavigation.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { useSession } from '../../core/session/sessionStore.ts';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { referralOrigin, shareableReferralLink } from './referralLink.ts';
import styles from './Vip.module.css';
import {
  type PlayerLevel,
  PlayerLevelCard,
  ReferAFriendView,
  type Referral,
  VipLevelsView,
} from './VipViews.tsx';
import { vipMessages as messages } from './vipMessages.ts';

interface VipDetails {
  userLoyaltyLevel?: PlayerLevel;
  referralData?: Referral;
}

function LoginPrompt() {
  const intl = useIntl();
  const { search } = useLocation();
  return (
    <div className={styles.card}>
      <p className={styles.muted}>{intl.formatMessage(messages.logInToSee)}</p>
      <AppLink
        target={{ href: searchWithModal(search, 'login') }}
        render={(props) => (
          <Button href={props.href} onClick={props.onClick} kind="accent">
            {intl.formatMessage(messages.logIn)}
          </Button>
        )}
      />
    </div>
  );
}

export function VipPage() {
  const intl = useIntl();
  const { api, config } = useApp();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: authenticated });
  const levels = useQuery(loyaltyLevelsQuery(api));
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const vip = (authenticated ? details.data : undefined) as VipDetails | undefined;
  const { referAFriend, loyaltyLevelGroupSteps } = config.rewards;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      {!authenticated ? (
        <LoginPrompt />
      ) : vip?.userLoyaltyLevel ? (
        <PlayerLevelCard player={vip.userLoyaltyLevel} levels={levels.data} steps={loyaltyLevelGroupSteps} />
      ) : details.isError ? (
        <LoadFailed
          message={intl.formatMessage(messages.loadFailed)}
          retrying={details.isFetching}
          onRetry={() => void details.refetch()}
        />
      ) : (
        <PageSkeleton label={intl.formatMessage(messages.loading)} />
      )}
      {referAFriend.enabled && vip?.referralData && (
        <ReferAFriendView
          referral={{
            ...vip.referralData,
            referralLink: shareableReferralLink(
              vip.referralData.referralLink,
              vip.referralData.referralCode,
              referralOrigin(referAFriend.linkOrigin),
            ),
          }}
          percent={referAFriend.percent}
        />
      )}
      {levels.isError ? (
        <LoadFailed
          message={intl.formatMessage(messages.loadFailed)}
          retrying={levels.isFetching}
          onRetry={() => void levels.refetch()}
        />
      ) : levels.data ? (
        <VipLevelsView
          levels={levels.data}
          steps={loyaltyLevelGroupSteps}
          currentLevel={vip?.userLoyaltyLevel?.level}
          // A player's own level comes first; the full table waits behind a disclosure.
          collapsed={authenticated}
        />
      ) : (
        <PageSkeleton label={intl.formatMessage(messages.loading)} />
      )}
    </div>
  );
}
