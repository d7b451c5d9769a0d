/**
 * Server time; test mode can move it forward to test expiries and the once-an-hour rule, and
 * freeze it at an instant (POST /__test/clock {freeze, now}) so a test can stand on the last
 * millisecond of a limit window and not drift past it while its requests run.
 */
export class Clock {
  private offsetMs = 0;
  /** While frozen, the instant now() answers (moved only by advance and set). */
  private frozenAt: number | null = null;
  now(): Date {
    return new Date(this.frozenAt ?? Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
  }
  set(date: Date): void {
    if (this.frozenAt !== null) this.frozenAt = date.getTime();
    else this.offsetMs = date.getTime() - Date.now();
  }
  /** Time stands still at `at` (by default the current server time) until unfreeze or reset. */
  freeze(at: Date = this.now()): void {
    this.frozenAt = at.getTime();
  }
  /** Time runs again from the instant it stood at. */
  unfreeze(): void {
    if (this.frozenAt === null) return;
    this.offsetMs = this.frozenAt - Date.now();
    this.frozenAt = null;
  }
  get frozen(): boolean {
    return this.frozenAt !== null;
  }
  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = null;
  }
}

/** YYYY-MM-DD of an instant in an IANA time zone (UTC when the zone is unknown). */
export function dayInZone(at: Date, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone || 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
