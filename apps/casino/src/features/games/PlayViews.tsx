// The play page's parts (presentational): the slim bar over the game (back, the game, the
// player's balance, deposit, full screen), a refusal over the game, and a game that cannot start.
import { AmountDisplay, Button, type GameCardTarget } from '@casino/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './Games.module.css';
import { gamesMessages as messages } from './gamesMessages.ts';

export interface PlayBarProps {
  game: string;
  demo: boolean;
  /** The back control (the app's BackLink). */
  back: ReactNode;
  /** The player's balance, live (a guest has none). */
  balance?: { value: string; currency: string; crypto: boolean } | undefined;
  /** The cashier (players). */
  deposit?: GameCardTarget | undefined;
  /** Full screen, when the browser offers it. */
  fullScreen?: { active: boolean; onToggle: () => void } | undefined;
}

export function PlayBar({ game, demo, back, balance, deposit, fullScreen }: PlayBarProps) {
  const intl = useIntl();
  return (
    <div
      className={styles.bar}
      role="toolbar"
      aria-label={intl.formatMessage(messages.playBar)}
      data-testid="play-bar"
    >
      {back}
      <h1 className={styles.barTitle}>
        {demo ? `${game} · ${intl.formatMessage(messages.demoMode)}` : game}
      </h1>
      {balance && (
        <span className={styles.barBalance} data-testid="play-balance">
          {intl.formatMessage(messages.balance)}
          <AmountDisplay value={balance.value} currency={balance.currency} crypto={balance.crypto} />
        </span>
      )}
      {deposit && (
        <Button
          kind="accent"
          size="small"
          href={deposit.href ?? '#'}
          onClick={deposit.onClick}
          data-testid="play-deposit"
        >
          {intl.formatMessage(messages.deposit)}
        </Button>
      )}
      {fullScreen && (
        <Button
          type="button"
          kind="outline"
          size="small"
          aria-pressed={fullScreen.active}
          onClick={fullScreen.onToggle}
        >
          {intl.formatMessage(fullScreen.active ? messages.exitFullScreen : messages.fullScreen)}
        </Button>
      )}
    </div>
  );
}

/** A refused spin, worded (spec 8), over the game; the game stays playable behind it. */
export function SpinRefusal({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.overlay} role="alert" data-testid="spin-refusal">
      <h2>{intl.formatMessage(messages.spinRefused)}</h2>
      <p>{message}</p>
      <Button type="button" size="small" onClick={onDismiss}>
        {intl.formatMessage(messages.dismiss)}
      </Button>
    </div>
  );
}

/** The launch was refused (country, self-exclusion, no demo…): why, and the way back. */
export function LaunchRefusal({
  message,
  gamePage,
}: {
  message: string;
  gamePage?: GameCardTarget | undefined;
}) {
  const intl = useIntl();
  return (
    <div className={styles.state} role="alert" data-testid="launch-refusal">
      <h2 className={styles.sectionTitle}>{intl.formatMessage(messages.cannotPlay)}</h2>
      <p>{message}</p>
      {gamePage && (
        <Button kind="outline" href={gamePage.href ?? '#'} onClick={gamePage.onClick}>
          {intl.formatMessage(messages.backToGame)}
        </Button>
      )}
    </div>
  );
}
