// The game pages' logic, free of React: how the game frame is sandboxed, what the
// game frame may tell the page, and the facts that need care (a release day is a calendar date).
import type { CatalogueGame } from '@casino/api-client';

/**
 * A release date is a calendar day (YYYY-MM-DD): read as UTC midnight and shown in UTC, so no time
 * zone moves it to the day before.
 */
export function releaseDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? null : day;
}

/**
 * The game frame's sandbox: scripts (the game runs), and its own origin (its calls to its own
 * server) only when that origin is not the casino's: a same-origin frame with both could lift its
 * own sandbox and reach the player's session. No forms, popups, top navigation or downloads.
 */
export function frameSandbox(frameUrl: string, pageOrigin: string): string {
  let origin: string;
  try {
    origin = new URL(frameUrl, pageOrigin).origin;
  } catch {
    return 'allow-scripts';
  }
  return origin === pageOrigin ? 'allow-scripts' : 'allow-scripts allow-same-origin';
}

/** The game is closed to a player in any of these countries (the server decides at launch). */
export function restrictedIn(
  game: Pick<CatalogueGame, 'restrictedCountries'>,
  countries: (string | null | undefined)[],
) {
  return countries.some((country) => !!country && game.restrictedCountries.includes(country));
}
