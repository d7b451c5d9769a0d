export { BONUS_LOOKAHEAD_DAYS, BonusCalendar, type BonusCalendarProps } from './BonusCalendar.tsx';
export { BonusCalendarDay, type BonusCalendarDayProps } from './BonusCalendarDay.tsx';
export { calendarMessages } from './Calendar.messages.ts';
export type { CalendarLink } from './Calendar.props.ts';
export { CalendarGrid, type CalendarGridProps, COMPACT_CALENDAR_BELOW } from './CalendarGrid.tsx';
export {
  RakebackCalendar,
  type RakebackCalendarProps,
  type RakebackCalendarVariant,
  rakebackCalendarVariants,
} from './RakebackCalendar.tsx';
export { RakebackDay, type RakebackDayProps } from './RakebackDay.tsx';
