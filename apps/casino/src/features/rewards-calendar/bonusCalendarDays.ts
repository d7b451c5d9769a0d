// Spec 2 / 9, the bonus calendar: 7 promotion days looked up, one bonus per day.
import { addDaysTo, BONUS_LOOKAHEAD_DAYS, type DayKey } from '@casino/ui';

/** The get-all-bonus query of one calendar day: that day's promotion, one bonus. */
export interface PromotionDayQuery {
  day: DayKey;
  /** Noon of the day as an instant (the server reads the day in `timeZone`). */
  calendarDateTime: string;
  /** 0 Sunday … 6 Saturday (the back end's convention). */
  dayOfWeek: number;
  timeZone: string;
  limit: 1;
}

/** Today and the next 6 days, each with its lookup. */
export function promotionDayQueries(today: DayKey, timeZone: string): PromotionDayQuery[] {
  return Array.from({ length: BONUS_LOOKAHEAD_DAYS }, (_, offset) => {
    const day = addDaysTo(today, offset);
    return {
      day,
      calendarDateTime: `${day}T12:00:00.000Z`,
      dayOfWeek: new Date(`${day}T12:00:00Z`).getUTCDay(),
      timeZone,
      limit: 1 as const,
    };
  });
}
