// Responsible gaming: the session clock, reality checks and the rules around player limits.
import type { Settings } from '@casino/schemas/types';

export interface ResponsibleGamingCapabilities {
  /** A clock of the time spent in this session, shown to signed-in players. */
  sessionClock: boolean;
  realityCheck: {
    /** Minutes between reminders unless the player chose otherwise. */
    defaultIntervalMinutes: number;
    /** Whether the player may switch the reminder off. */
    allowOff: boolean;
  };
  /** spec 9: a bet limit may change once per hour. */
  limitChangeCoolingOffMs: number;
  /** spec 5 / 9: a session time limit is 10 minutes to 30 days. */
  sessionTimeLimit: { minMinutes: number; maxMinutes: number };
}

const minute = 60_000;

export function responsibleGamingCapabilities(settings: Settings): ResponsibleGamingCapabilities {
  return {
    sessionClock: settings.showSessionClock ?? false,
    realityCheck: {
      defaultIntervalMinutes: settings.realityCheckIntervalMinutes ?? 60,
      allowOff: settings.allowRealityCheckOff ?? true,
    },
    limitChangeCoolingOffMs: 60 * minute,
    sessionTimeLimit: { minMinutes: 10, maxMinutes: 30 * 24 * 60 },
  };
}
