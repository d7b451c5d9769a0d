// A tournament's countdown to its start or end (spec 2): the app's one Countdown (units in the
// player's language, live only in the last hour). It tells its owner once when it reaches zero,
// so the list is read again (the tournament has started or ended).
import { Countdown } from '@casino/ui';

export interface TournamentCountdownProps {
  target: Date;
  /** The clock; stories and tests pass a fixed one. @default () => new Date() */
  now?: () => Date;
  onComplete?: (() => void) | undefined;
}

export function TournamentCountdown({ target, now, onComplete }: TournamentCountdownProps) {
  return (
    <Countdown
      target={target}
      {...(now ? { now } : {})}
      {...(onComplete ? { onComplete } : {})}
      data-testid="tournament-countdown"
    />
  );
}
