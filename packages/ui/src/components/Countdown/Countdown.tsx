import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { msToNextHalfHour } from '../../logic/countdown.ts';
import { formatTimeLeft, isoDuration } from '../../logic/duration.ts';

export const countdownModes = ['target', 'half-hour'] as const;
export type CountdownMode = (typeof countdownModes)[number];

const TICK_MS = 1000;

const Time = styledElement('time', {
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 'var(--font-weight-bold)',
  // Unit words read in the page's own direction; isolated so they never reorder the sentence.
  unicodeBidi: 'isolate',
  whiteSpace: 'nowrap',
});

export type CountdownProps = {
  /** 'target': to `target`; 'half-hour': to the next :00 or :30, then the next one. @default 'target' */
  mode?: CountdownMode;
  /** The end instant in 'target' mode. */
  target?: Date;
  /** Wall clock for 'half-hour' mode (IANA zone). @default 'UTC' */
  timeZone?: string;
  /** Called once each time the countdown reaches 0 (spec 4: refresh award and rakeback data once). */
  onComplete?: () => void;
  /** The clock; tests and stories pass a fixed one. @default () => new Date() */
  now?: () => Date;
};

const remaining = (mode: CountdownMode, now: Date, target: Date | undefined, timeZone: string): number =>
  mode === 'half-hour'
    ? msToNextHalfHour(now, timeZone)
    : Math.max(0, (target?.getTime() ?? 0) - now.getTime());

/**
 * The time left with its units in the player's language ("4 days 23 hr", "11 min 59 sec"), ticking
 * every second (only the last hour shows seconds). Screen readers are not interrupted every second.
 */
export function Countdown({
  mode = 'target',
  target,
  timeZone = 'UTC',
  onComplete,
  now = () => new Date(),
}: CountdownProps) {
  const [left, setLeft] = useState(() => remaining(mode, now(), target, timeZone));
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  const nowRef = useRef(now);
  nowRef.current = now;

  useEffect(() => {
    let previous = remaining(mode, nowRef.current(), target, timeZone);
    setLeft(previous);
    const timer = window.setInterval(() => {
      const next = remaining(mode, nowRef.current(), target, timeZone);
      // Target mode ends at 0; half-hour mode wraps from ~0 back to 30:00.
      const reachedZero = mode === 'half-hour' ? next > previous : previous > 0 && next === 0;
      if (reachedZero) completeRef.current?.();
      previous = next;
      setLeft(next);
      if (mode === 'target' && next === 0) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [mode, target, timeZone]);

  const intl = useIntl();
  return (
    <Time role="timer" aria-live="off" dateTime={isoDuration(left)} data-part="countdown">
      {formatTimeLeft(left, intl.locale)}
    </Time>
  );
}
