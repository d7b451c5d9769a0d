// The accumulator's countdown on its own. The tick writes the text straight into the element: no
// React render at all each second (not even of this component), so the page around it never
// re-renders and a slow render elsewhere is never interrupted by it. Fixed-width digits in a
// reserved width: no layout shift.
import { useEffect, useRef } from 'react';
import { formatMinutesSeconds, nextHalfHour, secondsUntil } from './accumulatorMaths.ts';
import styles from './RewardsCalendar.module.css';

const TICK_MS = 1000;

export interface HalfHourCountdownProps {
  /** Called once each time the countdown reaches 0 (spec 4: refresh the award and rakeback data once). */
  onZero?: () => void;
  /** The clock; stories pass a fixed one. @default () => new Date() */
  now?: () => Date;
}

const isoDuration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;

export function HalfHourCountdown({ onZero, now = () => new Date() }: HalfHourCountdownProps) {
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
      const text = formatMinutesSeconds(seconds);
      if (node.textContent !== text) node.textContent = text;
      node.dateTime = isoDuration(seconds);
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
  }, []);

  return (
    <time
      ref={element}
      className={styles.countdown}
      role="timer"
      aria-live="off"
      dateTime={isoDuration(initial)}
      data-testid="accumulator-countdown"
    >
      {formatMinutesSeconds(initial)}
    </time>
  );
}
