// Whether an instant has passed, re-rendering its component once when it does (a promotion that
// starts while its card is open enables its Activate button then, not at the next reload).
import { useEffect, useState } from 'react';

/** setTimeout's longest wait (2^31 - 1 ms, about 24.8 days): a longer one fires at once. */
export const MAX_TIMEOUT_MS = 2_147_483_647;

const systemClock = () => Date.now();

export function useHasPassed(instant: Date | null | undefined, now: () => number = systemClock): boolean {
  const at = instant?.getTime();
  const [passed, setPassed] = useState(() => at === undefined || at <= now());
  // The clock is read, not watched: a new function each render must not restart the wait.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock is read, not a dependency
  useEffect(() => {
    if (at === undefined) return setPassed(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = at - now();
      setPassed(left <= 0);
      // A start a month away waits in steps no longer than setTimeout can count.
      if (left > 0) timer = setTimeout(check, Math.min(left, MAX_TIMEOUT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [at]);
  return passed;
}
