import { useIntl } from 'react-intl';
import type { DayKey } from '../../logic/calendar.ts';
import type { RakebackDayEntry } from '../../logic/rakeback.ts';
import { Button } from '../Button/Button.tsx';
import type { CarouselWidth } from '../Carousel/Carousel.props.ts';
import { Carousel } from '../Carousel/Carousel.tsx';
import { calendarMessages as messages } from './Calendar.messages.ts';
import type { CalendarLink } from './Calendar.props.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import { RakebackDay } from './RakebackDay.tsx';

export const rakebackCalendarVariants = ['grid', 'carousel'] as const;
export type RakebackCalendarVariant = (typeof rakebackCalendarVariants)[number];

export type RakebackCalendarProps = {
  today: DayKey;
  /**
   * The days with the state the caller decided for each (spec 4's claim rules live with the
   * rewards feature); a grid day not listed shows 'Play to Earn'.
   */
  days: readonly RakebackDayEntry[];
  currency: string;
  onClaim?: (day: DayKey) => void;
  /** The day whose claim is in flight. */
  claimingDay?: DayKey;
  /** @default 'grid' */
  variant?: RakebackCalendarVariant;
  /** Carousel: where "View all" goes (the rakeback modal, resolved by the caller); none without it. */
  viewAllLink?: CalendarLink;
  /** Carousel width variant. @default 940 */
  width?: CarouselWidth;
};

/** Spec 2 rakeback calendar: 4 × 7 from about a week before today, or an auto-scrolling carousel. */
export function RakebackCalendar({
  today,
  days,
  currency,
  onClaim,
  claimingDay,
  variant = 'grid',
  viewAllLink,
  width = 940,
}: RakebackCalendarProps) {
  const intl = useIntl();
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  const renderDay = (day: DayKey) => {
    const entry = byDay.get(day) ?? { day, amount: 0, state: 'play-to-earn' as const };
    return (
      <RakebackDay
        day={day}
        state={entry.state}
        amount={entry.amount}
        currency={currency}
        isToday={day === today}
        claiming={claimingDay === day}
        onClaim={() => onClaim?.(day)}
      />
    );
  };
  if (variant === 'carousel') {
    const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
    return (
      <Carousel
        label={intl.formatMessage(messages.rakebackCalendar)}
        title={intl.formatMessage(messages.rakebackCalendar)}
        width={width}
        // Issue 35: the carousel opens on today (the days before are a scroll back).
        startAt={Math.max(
          0,
          sorted.findIndex((entry) => entry.day === today),
        )}
        autoScroll
        viewAll={
          viewAllLink && (
            <Button href={viewAllLink.href} onClick={viewAllLink.onClick} kind="link" size="small">
              {intl.formatMessage(messages.viewAll)}
            </Button>
          )
        }
      >
        {sorted.map((entry) => (
          <div key={entry.day}>{renderDay(entry.day)}</div>
        ))}
      </Carousel>
    );
  }
  return (
    <CalendarGrid
      label={intl.formatMessage(messages.rakebackCalendar)}
      today={today}
      weeksBefore={1}
      renderDay={(day) => renderDay(day)}
    />
  );
}
