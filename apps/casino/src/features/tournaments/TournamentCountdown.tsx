// A tournament's countdown: days and a ticking clock to its start or end (spec 2). It tells its
// owner once when it reaches zero, so the list is read again (the tournament has started or ended).
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { clockOf, timeLeft } from './countdown.ts';
import styles from './Tournaments.module.css';
import { tournamentsMessages as messages } from './tournamentsMessages.ts';

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

  const left = timeLeft(current, target);
  return (
    <time
      className={styles.countdown}
      role="timer"
      // Read on demand, not every second.
      aria-live="off"
      dateTime={`P${left.days}DT${left.hours}H${left.minutes}M${left.seconds}S`}
      data-testid="tournament-countdown"
    >
      {intl.formatMessage(messages.timeLeft, { days: left.days, clock: clockOf(left) })}
    </time>
  );
}
