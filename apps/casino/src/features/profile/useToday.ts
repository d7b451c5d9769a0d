import { type DayKey, todayIn } from '@casino/ui';
import { useMemo } from 'react';

/** Today in the player's own time zone (ages are counted on the player's calendar). */
export function useToday(): DayKey {
  return useMemo(() => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
}
