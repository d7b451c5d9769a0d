import { todayIn } from '@casino/ui';
import { useMemo } from 'react';

/** The player's time zone (the browser's), which the calendars and the claim are read in. */
export const playerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The player's today and time zone, read once when the calendar mounts. */
export function useRewardsToday(): { today: string; timeZone: string } {
  return useMemo(() => {
    const timeZone = playerTimeZone();
    return { timeZone, today: todayIn(timeZone) };
  }, []);
}
