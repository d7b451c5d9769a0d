// The accumulator's countdown on its own: the only thing that changes every second, so the tick
// re-renders this text and nothing around it (fixed-width digits in a reserved width: no shift).
import { useEffect, useRef, useState } from 'react';
import { formatMinutesSeconds, nextHalfHour, secondsUntil } from './accumulatorMaths.ts';
import styles from './RewardsCalendar.module.css';

const TICK_MS = 1000;

export interface HalfHourCountdownProps {
  /** Called once each time the countdown reaches 0 (spec 4: refresh the award and rakeback data once). */
  onZero?: () => void;
  /** The clock; stories pass a fixed one. @default () => new Date() */
  now?: () => Date;
}

export function HalfHourCountdown({ onZero, now = () => new Date() }: HalfHourCountdownProps) {
  const nowRef = useRef(now);
  nowRef.current = now;
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  const [seconds, setSeconds] = useState(() => {
    const start = now();
    return secondsUntil(nextHalfHour(start), start);
  });
  useEffect(() => {
    let target = nextHalfHour(nowRef.current());
    const timer = window.setInterval(() => {
      const current = nowRef.current();
      const left = secondsUntil(target, current);
      if (left === 0) {
        onZeroRef.current?.();
        target = nextHalfHour(current);
        setSeconds(secondsUntil(target, current));
        return;
      }
      setSeconds(left);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time
      className={styles.countdown}
      role="timer"
      aria-live="off"
      dateTime={`PT${Math.floor(seconds / 60)}M${seconds % 60}S`}
      data-testid="accumulator-countdown"
    >
      {formatMinutesSeconds(seconds)}
    </time>
  );
}
