// ?modal=calendar (spec 2 / 9): 4 × 7 Monday first; today's promotion cut at 35 characters with
// More to the promotions page (by page key, so URL overrides apply); the next 6 days' titles from
// one get-all-bonus lookup per day.
import { bonusListQuery } from '@casino/api-client';
import { BonusCalendar, type CalendarLink, type DayKey } from '@casino/ui';
import { useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { unavailableWhenSelfExcluded } from '../../core/guards/selfExclusion.tsx';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { usePageBuilt } from '../../core/routing/links.ts';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { promotionDayQueries } from './bonusCalendarDays.ts';
import { bonusCalendarMessages as messages } from './rewardsMessages.ts';
import { useRewardsToday } from './timeZone.ts';

/** The promotion title of each day that has one. */
export function usePromotionTitles(): {
  today: DayKey;
  titles: Record<DayKey, string> | undefined;
  failed: boolean;
  retrying: boolean;
  retry: () => void;
} {
  const { api } = useApp();
  const { today, timeZone } = useRewardsToday();
  const lookups = promotionDayQueries(today, timeZone);
  const results = useQueries({
    queries: lookups.map(({ calendarDateTime, dayOfWeek, limit }) =>
      bonusListQuery(api, { calendarDateTime, dayOfWeek, timeZone, limit }),
    ),
  });
  const settled = results.every((result) => result.data !== undefined || result.isError);
  const failed = results.every((result) => result.isError);
  const titles: Record<DayKey, string> = {};
  lookups.forEach(({ day }, index) => {
    const row = results[index]?.data?.rows[0];
    const title = row?.banner?.bannerTitle || row?.name;
    if (title) titles[day] = title;
  });
  return {
    today,
    titles: settled ? titles : undefined,
    failed,
    retrying: results.some((result) => result.isFetching),
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}

export function BonusCalendarView({ moreLink }: { moreLink?: CalendarLink | undefined }) {
  const intl = useIntl();
  const { today, titles, failed, retrying, retry } = usePromotionTitles();
  if (failed)
    return (
      <LoadFailed message={intl.formatMessage(messages.loadFailed)} retrying={retrying} onRetry={retry} />
    );
  if (!titles) return <PageSkeleton label={intl.formatMessage(messages.loading)} />;
  return <BonusCalendar today={today} promotions={titles} {...(moreLink ? { moreLink } : {})} />;
}

function BonusCalendarModal(_props: ModalBodyProps) {
  const isPageBuilt = usePageBuilt();
  // An unbuilt page is never linked (core/routing/links.ts): no More until /promotions exists.
  if (!isPageBuilt('promotions')) return <BonusCalendarView />;
  return (
    <AppLink
      target={{ page: 'promotions' }}
      render={(link) => <BonusCalendarView moreLink={{ href: link.href, onClick: link.onClick }} />}
    />
  );
}

export default unavailableWhenSelfExcluded(BonusCalendarModal);
