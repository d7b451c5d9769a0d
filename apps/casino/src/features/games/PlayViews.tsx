// The play page's parts (presentational): the slim bar over the game (back, the game, the
// player's balance, deposit, the session clock, theatre mode and full screen), a refusal over the
// game, and a game that cannot start. On a phone the bar is one slim row: back, balance, Deposit,
// the clock; the game's name is there for screen readers only.
import { AmountDisplay, Button, type GameCardTarget, VisuallyHidden } from '@casino/ui';
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
  /** Theatre mode (wider than a phone): the game over the whole window, the site's header hidden. */
  theatre?: { active: boolean; onToggle: () => void } | undefined;
  /** What features add to the bar (the session clock: the `playBar` slot). */
  extra?: ReactNode;
}

export function PlayBar({ game, demo, back, balance, deposit, fullScreen, theatre, extra }: PlayBarProps) {
  const intl = useIntl();
  const title = demo ? `${game} · ${intl.formatMessage(messages.demoMode)}` : game;
  return (
    <div
      className={styles.bar}
      role="toolbar"
      aria-label={intl.formatMessage(messages.playBar)}
      data-testid="play-bar"
    >
      {back}
      {/* Read once, from the hidden copy; the shown copy steps aside on a phone (CSS). */}
      <h1 className={styles.barTitle}>
        <span aria-hidden="true" data-shown-title="">
          {title}
        </span>
        <VisuallyHidden>{title}</VisuallyHidden>
      </h1>
      {extra}
      {balance && (
        <span className={styles.barBalance} data-testid="play-balance">
          <span aria-hidden="true" className={styles.barBalanceLabel}>
            {intl.formatMessage(messages.balance)}
          </span>
          <VisuallyHidden>{intl.formatMessage(messages.balance)}</VisuallyHidden>
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
      {theatre && (
        <Button
          type="button"
          kind="outline"
          size="small"
          data-wide-only=""
          aria-pressed={theatre.active}
          data-testid="play-theatre"
          onClick={theatre.onToggle}
        >
          {intl.formatMessage(messages.theatreMode)}
        </Button>
      )}
      {fullScreen && (
        <Button
          type="button"
          kind="outline"
          size="small"
          data-wide-only=""
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
