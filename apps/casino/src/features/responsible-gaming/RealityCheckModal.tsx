// The reality check (?modal=reality-check): time played this session and the net position
// (stakes − wins), with Continue, View history and Log out. While it is open the game frames take
// no input (inert), so play pauses even if a frame kept focus.
import { AmountDisplay, Button, Stack, Text } from '@casino/ui';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { AppLink } from '../../core/routing/AppLink.tsx';
import { useLogout } from '../../core/session/useLogout.ts';
import { durationParts } from './duration.ts';
import { rgMessages as messages } from './messages.ts';
import type { NetPosition } from './netPosition.ts';
import styles from './ResponsibleGaming.module.css';
import { sessionElapsedMs, sessionNetPosition, useSessionPlay } from './sessionPlayStore.ts';

export interface RealityCheckViewProps {
  elapsedMs: number;
  position: NetPosition | null;
  currency: string;
  /** "View history": a link to the player's transactions (rendered by the container). */
  historyLink: ReactNode;
  onContinue: () => void;
  onLogout: () => void;
}

export function RealityCheckView({
  elapsedMs,
  position,
  currency,
  historyLink,
  onContinue,
  onLogout,
}: RealityCheckViewProps) {
  const intl = useIntl();
  const { hours, minutes } = durationParts(elapsedMs);
  return (
    <Stack gap={4} data-testid="reality-check">
      <Text>{intl.formatMessage(messages.realityPlayed, { hours, minutes })}</Text>
      {position && (
        <dl className={styles.facts}>
          <dt>{intl.formatMessage(messages.realityStakes)}</dt>
          <dd>
            <AmountDisplay value={position.stakes} currency={currency} />
          </dd>
          <dt>{intl.formatMessage(messages.realityWins)}</dt>
          <dd>
            <AmountDisplay value={position.wins} currency={currency} />
          </dd>
          <dt>{intl.formatMessage(messages.realityNet)}</dt>
          <dd data-testid="reality-net">
            <AmountDisplay value={position.net} currency={currency} />
          </dd>
        </dl>
      )}
      <Stack direction="horizontal" gap={3} flexWrap="wrap">
        <Button size="large" onClick={onContinue}>
          {intl.formatMessage(messages.realityContinue)}
        </Button>
        {historyLink}
        <Button size="large" kind="outline" onClick={onLogout}>
          {intl.formatMessage(messages.realityLogout)}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Game frames take no input while the check is open (restored as they were). */
function useInertFrames() {
  useEffect(() => {
    const frames = [...document.querySelectorAll('iframe')].filter((frame) => !frame.inert);
    for (const frame of frames) frame.inert = true;
    return () => {
      for (const frame of frames) frame.inert = false;
    };
  }, []);
}

function HistoryLink() {
  const intl = useIntl();
  return (
    <AppLink
      target={{ page: 'transactions' }}
      render={(props) => (
        <Button href={props.href} onClick={props.onClick} size="large" kind="outline">
          {intl.formatMessage(messages.realityHistory)}
        </Button>
      )}
    />
  );
}

export default function RealityCheckModal({ close }: ModalBodyProps) {
  useInertFrames();
  const logout = useLogout();
  const play = useSessionPlay();
  return (
    <RealityCheckView
      elapsedMs={sessionElapsedMs(play)}
      position={sessionNetPosition(play)}
      currency={play.summary?.currencyCode ?? ''}
      historyLink={<HistoryLink />}
      onContinue={close}
      onLogout={() => void logout()}
    />
  );
}
