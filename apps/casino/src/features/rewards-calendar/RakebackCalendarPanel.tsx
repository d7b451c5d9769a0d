// The rakeback calendar wired to the back end (spec 2 / 4): a player's days polled every 10 s
// (paused while the tab is hidden), claims with their outcome dialog; a guest's demo calendar
// with random amounts and nothing to claim.
import { claimRakebackMutation, rakebackDaysQuery } from '@casino/api-client';
import {
  type CalendarLink,
  calendarGrid,
  type DayKey,
  RakebackCalendar,
  type RakebackCalendarVariant,
  type RakebackDayEntry,
  Text,
} from '@casino/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { searchWithModal } from '../../core/modals/modalNavigation.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { useModalExists } from '../../core/routing/links.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { ModalLinkButton } from '../../core/ui/ModalLinkButton.tsx';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { type ClaimResult, ClaimResultDialog } from './ClaimResultDialog.tsx';
import styles from './RewardsCalendar.module.css';
import { calendarDays, demoRakebackDays } from './rakebackRules.ts';
import { rakebackMessages as messages } from './rewardsMessages.ts';
import { useRewardsToday } from './timeZone.ts';

export interface RakebackCalendarPanelProps {
  /** @default 'grid' */
  variant?: RakebackCalendarVariant;
}

export function RakebackCalendarPanel({ variant = 'grid' }: RakebackCalendarPanelProps) {
  const intl = useIntl();
  const { config } = useApp();
  const authenticated = useSession((state) => state.status === 'authenticated');
  if (!config.rewards.rakebackCalendar) return <Text>{intl.formatMessage(messages.unavailable)}</Text>;
  return authenticated ? <PlayerRakeback variant={variant} /> : <GuestRakeback variant={variant} />;
}

/** The carousel's View all: the rakeback modal on the current page, through the router. */
function WithViewAll({
  variant,
  children,
}: {
  variant: RakebackCalendarVariant;
  children: (link: CalendarLink | undefined) => ReactNode;
}) {
  const { search } = useLocation();
  const modalExists = useModalExists();
  if (variant !== 'carousel' || !modalExists('rakeback')) return <>{children(undefined)}</>;
  return (
    <AppLink
      target={{ href: searchWithModal(search, 'rakeback') }}
      render={(link) => children({ href: link.href, onClick: link.onClick })}
    />
  );
}

/** The carousel shows the grid's 4 weeks too (from the Monday a week before today's week). */
function inGridWindow(entries: readonly RakebackDayEntry[], today: DayKey): RakebackDayEntry[] {
  const shown = new Set(calendarGrid(today, { weeksBefore: 1 }).flat());
  return entries.filter((entry) => shown.has(entry.day));
}

function PlayerRakeback({ variant }: { variant: RakebackCalendarVariant }) {
  const intl = useIntl();
  const { api } = useApp();
  const { today, timeZone } = useRewardsToday();
  const details = useQuery(userDetailsQuery.options(api));
  const days = useQuery(rakebackDaysQuery(api, undefined, timeZone));
  const claim = useMutation(claimRakebackMutation(api));
  const [result, setResult] = useState<ClaimResult | null>(null);
  const [claimingDay, setClaimingDay] = useState<DayKey | undefined>();
  // A second click before React re-renders the button as busy still finds the claim in flight.
  const inFlight = useRef(false);
  const currency = details.data?.wallet.currencyCode;

  if (days.isError && !days.data)
    return (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retrying={days.isFetching}
        onRetry={() => void days.refetch()}
      />
    );
  if (!days.data || !currency) return <PageSkeleton label={intl.formatMessage(messages.loading)} />;

  const onClaim = (day: DayKey) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setClaimingDay(day);
    claim.mutate(
      { claimDate: day, customerDate: today, timeZone },
      {
        onSuccess: (answer) => setResult({ kind: 'success', amount: answer.data.amount, currency }),
        onError: () => setResult({ kind: 'error' }),
        onSettled: () => {
          inFlight.current = false;
          setClaimingDay(undefined);
        },
      },
    );
  };
  const entries = inGridWindow(calendarDays(days.data, today, true), today);
  return (
    <>
      <WithViewAll variant={variant}>
        {(viewAllLink) => (
          <RakebackCalendar
            today={today}
            days={entries}
            currency={currency}
            variant={variant}
            onClaim={onClaim}
            {...(claimingDay ? { claimingDay } : {})}
            {...(viewAllLink ? { viewAllLink } : {})}
          />
        )}
      </WithViewAll>
      <ClaimResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}

function GuestRakeback({ variant }: { variant: RakebackCalendarVariant }) {
  const intl = useIntl();
  const { config } = useApp();
  const { today } = useRewardsToday();
  // Random once per visit (spec 2): a poll or a re-render never reshuffles the demo.
  const [demo] = useState(() => inGridWindow(calendarDays(demoRakebackDays(today), today, false), today));
  return (
    <div className={styles.stack} data-testid="rakeback-demo">
      <p className={styles.demo}>
        <span>{intl.formatMessage(messages.demo)}</span>
        <ModalLinkButton modal="login" label={intl.formatMessage(messages.logIn)} kind="outline" />
      </p>
      <WithViewAll variant={variant}>
        {(viewAllLink) => (
          <RakebackCalendar
            today={today}
            days={demo}
            currency={config.cashier.fallbackCurrency}
            variant={variant}
            {...(viewAllLink ? { viewAllLink } : {})}
          />
        )}
      </WithViewAll>
    </div>
  );
}
