// The accumulator's countdown on its own, with units in the player's language ("11 min 59 sec":
// a bare "12:00" read as a time of day). The tick writes the text straight into the element: no
// React render at all each second (not even of this component), so the page around it never
// re-renders and a slow render elsewhere is never interrupted by it. Fixed-width digits in a
// reserved width: little layout shift.
import { formatTimeLeft, isoDuration } from '@casino/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { nextHalfHour, secondsUntil } from './accumulatorMaths.ts';
import styles from './RewardsCalendar.module.css';

const TICK_MS = 1000;

export interface HalfHourCountdownProps {
  /** Called once each time the countdown reaches 0 (spec 4: refresh the award and rakeback data once). */
  onZero?: () => void;
  /** The clock; stories pass a fixed one. @default () => new Date() */
  now?: () => Date;
}

export function HalfHourCountdown({ onZero, now = () => new Date() }: HalfHourCountdownProps) {
  const { locale } = useIntl();
  const element = useRef<HTMLTimeElement>(null);
  const nowRef = useRef(now);
  nowRef.current = now;
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  const start = now();
  const initial = secondsUntil(nextHalfHour(start), start);

  useEffect(() => {
    let target = nextHalfHour(nowRef.current());
    const show = (seconds: number) => {
      const node = element.current;
      if (!node) return;
      const text = formatTimeLeft(seconds * 1000, locale);
      if (node.textContent !== text) node.textContent = text;
      node.dateTime = isoDuration(seconds * 1000);
    };
    const timer = window.setInterval(() => {
      const current = nowRef.current();
      const next = nextHalfHour(current);
      // Read afresh each tick, so a clock that jumps (sleep, a time change) shows the right wait;
      // a later target means a :00 or :30 has passed: refresh once.
      if (next.getTime() > target.getTime()) onZeroRef.current?.();
      target = next;
      show(secondsUntil(next, current));
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [locale]);

  return (
    <time
      ref={element}
      className={styles.countdown}
      role="timer"
      aria-live="off"
      dateTime={isoDuration(initial * 1000)}
      data-testid="accumulator-countdown"
    >
      {formatTimeLeft(initial * 1000, locale)}
    </time>
  );
}
