// The session clock (headerActions, players, where the brand turns it on): time since login by the
// server's clock, in the player's locale's digits. Only this component re-renders every second.
import { VisuallyHidden } from '@casino/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { durationParts } from './duration.ts';
import { rgMessages as messages } from './messages.ts';
import styles from './ResponsibleGaming.module.css';
import { sessionElapsedMs, useSessionPlay } from './sessionPlayStore.ts';

export function SessionClockView({ elapsedMs }: { elapsedMs: number }) {
  const intl = useIntl();
  const { hours, minutes, seconds } = durationParts(elapsedMs);
  const two = (n: number) => intl.formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });
  const label = intl.formatMessage(messages.sessionClock);
  return (
    <span className={styles.clock} data-testid="session-clock" title={label}>
      <VisuallyHidden>{label}: </VisuallyHidden>
      <time dateTime={`PT${hours}H${minutes}M${seconds}S`}>
        {`${intl.formatNumber(hours, { useGrouping: false })}:${two(minutes)}:${two(seconds)}`}
      </time>
    </span>
  );
}

function TickingClock() {
  const summary = useSessionPlay((state) => state.summary);
  const receivedAt = useSessionPlay((state) => state.receivedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!summary) return null;
  return <SessionClockView elapsedMs={sessionElapsedMs({ summary, receivedAt }, now)} />;
}

export function SessionClock() {
  const { config } = useApp();
  return config.responsibleGaming.sessionClock ? <TickingClock /> : null;
}

// The manifest loads this module lazily: its default is the slot component.
export { SessionClock as default };
