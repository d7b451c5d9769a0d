import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { msToNextHalfHour } from '../../logic/countdown.ts';
import { formatTimeLeft, isoDuration, msUntilTextChanges, ticksEverySecond } from '../../logic/duration.ts';

export const countdownModes = ['target', 'half-hour'] as const;
export type CountdownMode = (typeof countdownModes)[number];

const TICK_MS = 1000;
const MAX_WAIT_MS = 60_000;

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
  /** A test hook on the `<time>` element. */
  'data-testid'?: string;
};

const remaining = (mode: CountdownMode, now: Date, target: Date | undefined, timeZone: string): number =>
  mode === 'half-hour'
    ? msToNextHalfHour(now, timeZone)
    : Math.max(0, (target?.getTime() ?? 0) - now.getTime());

/**
 * The one way the app shows time left (issue 35): its units in the player's language ("4 days
 * 23 hr", "11 min 59 sec"), a live countdown ticking every second only in the last hour; above it
 * the words change once a minute or once an hour and the component renders only then. Screen
 * readers are not interrupted by the tick.
 */
export function Countdown({
  mode = 'target',
  target,
  timeZone = 'UTC',
  onComplete,
  now = () => new Date(),
  'data-testid': testId,
}: CountdownProps) {
  const [left, setLeft] = useState(() => remaining(mode, now(), target, timeZone));
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  const nowRef = useRef(now);
  nowRef.current = now;
  const targetTime = target?.getTime();

  useEffect(() => {
    const at = targetTime === undefined ? undefined : new Date(targetTime);
    let previous = remaining(mode, nowRef.current(), at, timeZone);
    setLeft(previous);
    let timer: number | undefined;
    const tick = () => {
      const next = remaining(mode, nowRef.current(), at, timeZone);
      // Target mode ends at 0; half-hour mode wraps from ~0 back to 30:00.
      const reachedZero = mode === 'half-hour' ? next > previous : previous > 0 && next === 0;
      if (reachedZero) completeRef.current?.();
      previous = next;
      setLeft(next);
      schedule(next);
    };
    // Live (every second) only in the last hour; above it the next wake-up is when the words
    // change (the next minute or hour), at most a minute away so a sleeping device catches up.
    const schedule = (ms: number) => {
      if (mode === 'target' && ms === 0) return;
      const wait = ticksEverySecond(ms) ? TICK_MS : Math.min(msUntilTextChanges(ms), MAX_WAIT_MS);
      timer = window.setTimeout(tick, wait);
    };
    schedule(previous);
    return () => window.clearTimeout(timer);
  }, [mode, targetTime, timeZone]);

  const intl = useIntl();
  return (
    <Time
      role="timer"
      aria-live="off"
      dateTime={isoDuration(left)}
      data-part="countdown"
      data-testid={testId}
      data-live={String(ticksEverySecond(left) && left > 0)}
    >
      {formatTimeLeft(left, intl.locale)}
    </Time>
  );
}
