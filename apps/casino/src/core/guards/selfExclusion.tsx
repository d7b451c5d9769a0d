// Self-excluded players can only withdraw (spec 3 / 6). The server refuses everything else
// (SELF_EXCLUDED on deposits, game launches, spins, bonuses and rewards); this hook and guard let
// any feature's page say why something is unavailable instead of offering it:
//   const exclusion = useSelfExclusion(); if (exclusion) …
//   <SelfExclusionGuard>{the deposit form}</SelfExclusionGuard>
import { Button } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useApp } from '../AppContext.tsx';
import { userDetailsQuery } from '../api/queries.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { isSelfExcluded } from '../rules/selfExclusion.ts';
import { useSession } from '../session/sessionStore.ts';
import styles from '../ui/PageStates.module.css';

export const selfExclusionMessages = defineMessages({
  until: defineMessage<{ until: number }>({
    id: 'rg.excluded.until',
    defaultMessage: 'You are self-excluded until {until, date, long}. You can only withdraw until then.',
  }),
  permanent: {
    id: 'rg.excluded.permanent',
    defaultMessage: 'You are permanently self-excluded. You can only withdraw.',
  },
  unavailable: {
    id: 'rg.excluded.unavailable',
    defaultMessage: 'This is not available while you are self-excluded.',
  },
  withdraw: { id: 'rg.excluded.withdraw', defaultMessage: 'Withdraw' },
});

export interface SelfExclusion {
  permanent: boolean;
  /** ISO end, or null when permanent without an end. */
  until: string | null;
}

/** The signed-in player's self-exclusion, or null (a guest, not excluded, details not loaded). */
export function useSelfExclusion(now: Date = new Date()): SelfExclusion | null {
  const { api } = useApp();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: authenticated });
  const limit = details.data?.user.userLimit;
  if (!authenticated || !limit) return null;
  return isSelfExcluded(limit, now)
    ? { permanent: limit.isSelfExclusionPermanent, until: limit.selfExclusion }
    : null;
}

/**
 * Whether the signed-in player's account is paused: self-excluded, or frozen (a freeze ends the
 * session, but support may freeze an account while it is in use). Deposit and play actions hide.
 */
export function useAccountPaused(now: Date = new Date()): boolean {
  const { api } = useApp();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: authenticated });
  const limit = details.data?.user.userLimit;
  if (!authenticated || !limit) return false;
  const frozen = Boolean(limit.frozenUntil) && Date.parse(limit.frozenUntil ?? '') > now.getTime();
  return frozen || isSelfExcluded(limit, now);
}

/** Why: the exclusion's end (or permanent), in the player's locale. */
export function SelfExclusionNotice({ exclusion, detail }: { exclusion: SelfExclusion; detail?: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.guard} role="status" data-testid="self-exclusion-notice">
      <p>
        {exclusion.permanent || !exclusion.until
          ? intl.formatMessage(selfExclusionMessages.permanent)
          : intl.formatMessage(selfExclusionMessages.until, { until: Date.parse(exclusion.until) })}
      </p>
      {detail && <p>{intl.formatMessage(selfExclusionMessages.unavailable)}</p>}
      <AppLink
        target={{ page: 'withdraw' }}
        render={(props) => (
          <Button href={props.href} onClick={props.onClick} kind="outline" size="small">
            {intl.formatMessage(selfExclusionMessages.withdraw)}
          </Button>
        )}
      />
    </div>
  );
}

/** Renders its children, or for a self-excluded player why they are unavailable. */
export function SelfExclusionGuard({ children }: { children: ReactNode }) {
  const exclusion = useSelfExclusion();
  return exclusion ? <SelfExclusionNotice exclusion={exclusion} detail /> : children;
}

/**
 * A page or modal that offers gambling or its incentives (promotions, bonuses, rewards), made
 * unavailable to a self-excluded player, who is told why (spec 3: only withdrawal is offered; no
 * marketing reaches an excluded player). Guests and other players see the component itself.
 */
export function unavailableWhenSelfExcluded<Props extends object>(
  Inner: ComponentType<Props>,
): ComponentType<Props> {
  function Guarded(props: Props) {
    return (
      <SelfExclusionGuard>
        <Inner {...props} />
      </SelfExclusionGuard>
    );
  }
  Guarded.displayName = `unavailableWhenSelfExcluded(${Inner.displayName ?? Inner.name})`;
  return Guarded;
}
