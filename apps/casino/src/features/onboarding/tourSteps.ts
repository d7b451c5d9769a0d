// The onboarding tour's steps and its rules: each step points at an entry point by a stable data
// attribute (the shell's nav items carry data-nav-item); a step whose target is not on the page
// (a brand without that page, a closed menu) is skipped. Seen-ness is remembered per player: by the
// back end (user.onboardingTourSeenAt, so every device of the player knows) and on this browser
// (so a save that failed, or a back end that keeps nothing, still never shows it twice here).
import { readJson, storageKeys, writeJson } from '../../core/platform/storage.ts';

export const tourStepIds = ['lobby', 'rewards', 'cashier'] as const;
export type TourStepId = (typeof tourStepIds)[number];

/** What each step may point at, first match wins (selectors of stable data attributes). */
export const tourTargets: Record<TourStepId, readonly string[]> = {
  lobby: [
    '[data-tour="lobby"]',
    '[data-nav-item="casino"]',
    '[data-nav-item="slots"]',
    '[data-nav-item="live-casino"]',
  ],
  rewards: [
    '[data-tour="rewards"]',
    '[data-nav-item="promotions"]',
    '[data-nav-item="vip-club"]',
    '[data-nav-item="cashback"]',
  ],
  cashier: ['[data-tour="cashier"]', '[data-nav-item="deposit"]', '[data-testid="balance"]'],
};

/**
 * The next step from `from` in `direction` whose target is present, or undefined past either end.
 * `from` = -1 with direction 1 gives the first present step.
 */
export function nextPresentStep(
  present: (id: TourStepId) => boolean,
  from: number,
  direction: 1 | -1,
  steps: readonly TourStepId[] = tourStepIds,
): number | undefined {
  for (let index = from + direction; index >= 0 && index < steps.length; index += direction) {
    const id = steps[index];
    if (id && present(id)) return index;
  }
  return undefined;
}

/** The element a step points at: the first of its targets that is in the page and rendered. */
export function findTarget(id: TourStepId, root: ParentNode = document): HTMLElement | undefined {
  for (const selector of tourTargets[id]) {
    const element = root.querySelector<HTMLElement>(selector);
    if (element && element.getClientRects().length > 0) return element;
  }
  return undefined;
}

const seenPlayers = (): number[] => readJson<number[]>(storageKeys.onboardingTourSeen, []);

export const hasSeenTour = (playerId: number): boolean => seenPlayers().includes(playerId);

/**
 * Whether the player has seen the tour: the back end's memory (a time, any device) or this
 * browser's. `serverSeenAt` is undefined when the back end does not keep it.
 */
export const tourSeen = (playerId: number, serverSeenAt: string | null | undefined): boolean =>
  (serverSeenAt !== undefined && serverSeenAt !== null) || hasSeenTour(playerId);

export function rememberTourSeen(playerId: number): void {
  if (!hasSeenTour(playerId)) writeJson(storageKeys.onboardingTourSeen, [...seenPlayers(), playerId]);
}

export function forgetTourSeen(playerId: number): void {
  writeJson(
    storageKeys.onboardingTourSeen,
    seenPlayers().filter((id) => id !== playerId),
  );
}
