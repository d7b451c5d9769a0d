// The daily accumulator wired up (spec 4): calendar-award polled every 15 s; live debit adds the
// stake to ngr and credit subtracts the win until the next answer; payout = ngr × percent,
// exactly; at each :00 / :30 the award and the rakeback days refresh once. Everything that
// changes (the answer, the live events, the tick) re-renders this card only.
import { bonusKeys, calendarAwardQuery, claimCalendarAwardMutation } from '@casino/api-client';
import { add, currencyFacts, round } from '@casino/money';
import { type CalendarLink, useFormatAmount } from '@casino/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { useLiveEvent } from '../../core/live/useLiveEvent.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { usePageBuilt } from '../../core/routing/links.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { useHasPassed } from '../../core/useHasPassed.ts';
import { type AccumulatorVariant, AccumulatorView } from './AccumulatorView.tsx';
import { accumulatorPayout, claimOpensAt, moveNgr } from './accumulatorMaths.ts';
import { HalfHourCountdown } from './HalfHourCountdown.tsx';
import { accumulatorMessages as messages } from './rewardsMessages.ts';

/** ngr from the last answer plus what live events moved since that answer. */
function useLiveNgr(serverNgr: string | undefined, answeredAt: number): string | undefined {
  const [live, setLive] = useState({ answeredAt, delta: '0' });
  const since = (state: typeof live) => (state.answeredAt === answeredAt ? state.delta : '0');
  useLiveEvent('debit', (event) =>
    setLive((state) => ({ answeredAt, delta: moveNgr(since(state), 'debit', event.win) })),
  );
  useLiveEvent('credit', (event) =>
    setLive((state) => ({ answeredAt, delta: moveNgr(since(state), 'credit', event.win) })),
  );
  return serverNgr === undefined ? undefined : add(serverNgr, since(live));
}

export function Accumulator({ variant }: { variant: AccumulatorVariant }) {
  const { config } = useApp();
  const authenticated = useSession((state) => state.status === 'authenticated');
  if (!config.rewards.accumulatorCard || !authenticated) return null;
  return <PlayerAccumulator variant={variant} />;
}

/** The compact card (profile overview). */
export const AccumulatorCard = () => <Accumulator variant="compact" />;
/** The signed-in menu's 'Rewards' block. */
export const AccumulatorMenu = () => <Accumulator variant="menu" />;

function PlayerAccumulator({ variant }: { variant: AccumulatorVariant }) {
  const intl = useIntl();
  const formatMoney = useFormatAmount();
  const { api } = useApp();
  const queryClient = useQueryClient();
  const details = useQuery(userDetailsQuery.options(api));
  const award = useQuery(calendarAwardQuery(api));
  const ngr = useLiveNgr(award.data?.ngr, award.dataUpdatedAt);
  const claim = useMutation(claimCalendarAwardMutation(api));
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string }>();
  // A claim just made closes claiming until the next half hour at once, before the award's next
  // answer says so (its `since` is the last claim).
  const [claimedAt, setClaimedAt] = useState<string>();
  const lastClaim = [award.data?.since, claimedAt]
    .filter((at) => at !== undefined)
    .sort()
    .at(-1);
  const opensAt = claimOpensAt(lastClaim);
  const claimOpen = useHasPassed(opensAt);
  const isPageBuilt = usePageBuilt();
  const currency = details.data?.wallet.currencyCode;
  if (!details.data || !currency) return null;
  const active = details.data.depositCount > 0;
  // The payout in the wallet currency's decimals: a crypto wallet's payout keeps its 8.
  const decimals = currencyFacts(currency, undefined, details.data.isCrypto).decimals;
  const amount =
    active && ngr !== undefined && award.data
      ? accumulatorPayout(ngr, award.data.percent, decimals)
      : round('0', decimals);

  const refreshOnce = () => {
    void queryClient.invalidateQueries({ queryKey: bonusKeys.calendarAward });
    void queryClient.invalidateQueries({ queryKey: ['bonuses', 'rakebackDays'] });
  };
  const onClaim = () => {
    if (claim.isPending) return;
    claim.mutate(undefined, {
      onSuccess: (answer) => {
        setClaimedAt(new Date().toISOString());
        setMessage({
          tone: 'status',
          text: intl.formatMessage(messages.claimed, {
            amount: formatMoney(answer.data.amount, currency),
          }),
        });
      },
      onError: () => setMessage({ tone: 'alert', text: intl.formatMessage(messages.claimFailed) }),
    });
  };
  const view = (cashbackLink?: CalendarLink) => (
    <AccumulatorView
      variant={variant}
      amount={amount}
      currency={currency}
      active={active}
      claimOpen={claimOpen}
      countdown={<HalfHourCountdown onZero={refreshOnce} />}
      cashbackLink={cashbackLink}
      {...(variant === 'compact' ? {} : { onClaim })}
      claiming={claim.isPending}
      message={message}
    />
  );
  if (variant === 'compact' && isPageBuilt('cashback'))
    return <AppLink target={{ page: 'cashback' }} render={(link) => view(link)} />;
  return view();
}
