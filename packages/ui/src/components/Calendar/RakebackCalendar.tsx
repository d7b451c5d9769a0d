import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { DayKey } from '../../logic/calendar.ts';
import type { RakebackDayEntry, RakebackDayState } from '../../logic/rakeback.ts';
import { useFormatCompactAmount } from '../AmountDisplay/CompactAmount.ts';
import { useFormatAmount } from '../AmountDisplay/CurrencyList.tsx';
import { Button } from '../Button/Button.tsx';
import type { CarouselWidth } from '../Carousel/Carousel.props.ts';
import { Carousel } from '../Carousel/Carousel.tsx';
import type { IconName } from '../Icon/Icon.props.ts';
import { Icon } from '../Icon/Icon.tsx';
import { calendarMessages as messages } from './Calendar.messages.ts';
import type { CalendarLink } from './Calendar.props.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import { CompactDay, DaySheet } from './CompactDay.tsx';
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
  const formatMoney = useFormatAmount();
  const formatFigure = useFormatCompactAmount();
  const [openDay, setOpenDay] = useState<DayKey | undefined>();
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  const entryOf = (day: DayKey): RakebackDayEntry =>
    byDay.get(day) ?? { day, amount: 0, state: 'play-to-earn' as const };
  const renderCompactDay = (day: DayKey) => {
    const entry = entryOf(day);
    const { icon, label } = stateIcons[entry.state];
    return (
      <CompactDay
        day={day}
        state={entry.state}
        {...(day === today ? { relation: 'today' } : {})}
        icon={<Icon name={icon} label={intl.formatMessage(label)} />}
        {...(entry.state === 'play-to-earn' ? {} : { figure: formatFigure(entry.amount, currency) })}
        onOpen={() => setOpenDay(day)}
        expanded={openDay === day}
      />
    );
  };
  const renderDay = (day: DayKey) => {
    const entry = entryOf(day);
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
  const open = openDay ? entryOf(openDay) : undefined;
  const openMoney = open ? formatMoney(open.amount, currency) : '';
  return (
    <>
      <CalendarGrid
        label={intl.formatMessage(messages.rakebackCalendar)}
        today={today}
        weeksBefore={1}
        renderDay={(day, _relation, compact) => (compact ? renderCompactDay(day) : renderDay(day))}
      />
      <DaySheet
        day={openDay}
        onClose={() => setOpenDay(undefined)}
        footer={
          open?.state === 'claimable' && (
            <Button
              kind="accent"
              fullWidth
              loading={claimingDay === open.day}
              // One tap claims: the sheet closes and the claim's outcome dialog takes over.
              onClick={() => {
                setOpenDay(undefined);
                onClaim?.(open.day);
              }}
              aria-label={intl.formatMessage(messages.claimAmount, { amount: openMoney })}
            >
              {intl.formatMessage(messages.claim)}
            </Button>
          )
        }
      >
        {open && (
          <>
            {open.state !== 'play-to-earn' && <p data-part="amount">{openMoney}</p>}
            <p data-part="status">{intl.formatMessage(stateIcons[open.state].label)}</p>
          </>
        )}
      </DaySheet>
    </>
  );
}

/** A day's state on a phone tile: its icon and the icon's accessible name. */
const stateIcons: Record<RakebackDayState, { icon: IconName; label: MessageDescriptor }> = {
  claimed: { icon: 'check', label: messages.claimed },
  'not-claimed': { icon: 'close', label: messages.notClaimed },
  claimable: { icon: 'coin', label: messages.claimable },
  locked: { icon: 'lock', label: messages.locked },
  'play-to-earn': { icon: 'play', label: messages.playToEarn },
};
