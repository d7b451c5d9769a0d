// The signed-in session: when inactivity ends it.
import type { Settings } from '@casino/schemas/types';

export interface SessionCapabilities {
  inactivityTimeoutMs: number;
}

const fallbackMinutes = 30;

/** spec 9: the setting if above one minute, else 30 minutes. Returned in milliseconds. */
export function inactivityTimeoutMs(minutes: number | undefined): number {
  const effective = minutes !== undefined && minutes > 1 ? minutes : fallbackMinutes;
  return effective * 60_000;
}

export function sessionCapabilities(settings: Settings): SessionCapabilities {
  return { inactivityTimeoutMs: inactivityTimeoutMs(settings.inactivitySessionTimeout) };
}
