// A tournament's countdown to its start or end (spec 2), with units in the player's language
// ("4 days 23 hr", seconds in the last hour). It tells its owner once when it reaches zero, so the
// list is read again (the tournament has started or ended).

import { formatTimeLeft, isoDuration } from '@casino/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './Tournaments.module.css';

const tick = 1000;

export interface TournamentCountdownProps {
  target: Date;
  /** The clock; stories and tests pass a fixed one. @default () => new Date() */
  now?: () => Date;
  onComplete?: (() => void) | undefined;
}

const systemClock = () => new Date();

export function TournamentCountdown({ target, now = systemClock, onComplete }: TournamentCountdownProps) {
  const intl = useIntl();
  const [current, setCurrent] = useState(() => now());
  const clock = useRef(now);
  clock.current = now;
  const complete = useRef(onComplete);
  complete.current = onComplete;

  useEffect(() => {
    setCurrent(clock.current());
    if (target <= clock.current()) return;
    const timer = window.setInterval(() => {
      const next = clock.current();
      setCurrent(next);
      if (next >= target) {
        window.clearInterval(timer);
        complete.current?.();
      }
    }, tick);
    return () => window.clearInterval(timer);
  }, [target]);

  const left = Math.max(0, target.getTime() - current.getTime());
  return (
    <time
      className={styles.countdown}
      role="timer"
      // Read on demand, not every second.
      aria-live="off"
      dateTime={isoDuration(left)}
      data-testid="tournament-countdown"
    >
      {formatTimeLeft(left, intl.locale)}
    </time>
  );
}
