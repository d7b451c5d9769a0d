import { useIntl } from 'react-intl';
import { addDaysTo, type DayKey } from '../../logic/calendar.ts';
import { BonusCalendarDay } from './BonusCalendarDay.tsx';
import { calendarMessages as messages } from './Calendar.messages.ts';
import type { CalendarLink } from './Calendar.props.ts';
import { CalendarGrid } from './CalendarGrid.tsx';

/** Spec 9: 7 promotion days looked up, one bonus per day. */
export const BONUS_LOOKAHEAD_DAYS = 7;

export type BonusCalendarProps = {
  today: DayKey;
  /** Promotion titles by day; only today and the next 6 days are shown. */
  promotions: Readonly<Record<DayKey, string>>;
  /** Where today's More goes (the promotions page, resolved by the caller). */
  moreLink?: CalendarLink;
};

/** The bonus calendar modal body: 4 × 7, Monday first. */
export function BonusCalendar({ today, promotions, moreLink }: BonusCalendarProps) {
  const intl = useIntl();
  const lastShown = addDaysTo(today, BONUS_LOOKAHEAD_DAYS - 1);
  return (
    <CalendarGrid
      label={intl.formatMessage(messages.bonusCalendar)}
      today={today}
      renderDay={(day, relation) => (
        <BonusCalendarDay
          day={day}
          relation={relation}
          title={relation !== 'past' && day <= lastShown ? promotions[day] : undefined}
          moreLink={moreLink}
        />
      )}
    />
  );
}
