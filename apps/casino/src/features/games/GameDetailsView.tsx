// The game's page (presentational): thumbnail, provider, RTP, max multiplier, min and max bet,
// release date, Play / Demo (or why not), the favourite toggle and a place for similar games.
import { apiErrorMessages, type CatalogueGame } from '@casino/api-client';
import { AmountDisplay, Button, type GameCardTarget } from '@casino/ui';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './Games.module.css';
import { releaseDay } from './gameRules.ts';
import { gamesMessages as messages } from './gamesMessages.ts';

export interface GameDetailsViewProps {
  game: CatalogueGame;
  thumbnailSrc: string;
  /** The player's currency (the brand's default for a guest): bets are shown in it. */
  currency: string;
  crypto: boolean;
  /** "Play" (real money; a guest is asked to log in on the way). */
  play: GameCardTarget;
  /** "Demo"; without it the page says the demo is not available. */
  demo?: GameCardTarget | undefined;
  /** The game is closed in the player's country: no Play or Demo, the spec's message instead. */
  restricted?: boolean;
  /** Whether the game is a favourite; undefined hides the toggle. */
  favourite?: boolean | undefined;
  onFavouriteChange?: () => void;
  /** The player's favourites are still loading: the toggle shows it is busy and ignores presses. */
  favouritePending?: boolean;
  /** Similar games (a row of cards), when there are some. */
  similar?: ReactNode;
}

export function GameDetailsView({
  game,
  thumbnailSrc,
  currency,
  crypto,
  play,
  demo,
  restricted = false,
  favourite,
  onFavouriteChange,
  favouritePending = false,
  similar,
}: GameDetailsViewProps) {
  const intl = useIntl();
  const released = releaseDay(game.releaseDate);
  const similarId = useId();
  return (
    <div className={styles.page} data-testid="game-details">
      <section className={styles.details}>
        <img
          className={styles.thumbnail}
          src={thumbnailSrc}
          alt=""
          width={300}
          height={400}
          data-testid="game-thumbnail"
        />
        <div className={styles.summary}>
          <h1 className={styles.title}>{game.name}</h1>
          <p className={styles.provider} data-testid="game-provider">
            {game.providerName}
          </p>
          {restricted ? (
            <p className={styles.notice} role="status" data-testid="game-restricted">
              {intl.formatMessage(apiErrorMessages.gameCountry)}
            </p>
          ) : (
            <div className={styles.actions}>
              <Button kind="accent" size="large" href={play.href ?? '#'} onClick={play.onClick}>
                {intl.formatMessage(messages.play)}
              </Button>
              {demo ? (
                <Button kind="outline" size="large" href={demo.href ?? '#'} onClick={demo.onClick}>
                  {intl.formatMessage(messages.demo)}
                </Button>
              ) : (
                <p className={styles.provider} data-testid="demo-unavailable">
                  {intl.formatMessage(apiErrorMessages.demoUnavailable)}
                </p>
              )}
            </div>
          )}
          {favourite !== undefined && (
            <div className={styles.actions}>
              <Button
                type="button"
                kind="outline"
                aria-pressed={favourite}
                loading={favouritePending}
                onClick={onFavouriteChange}
                data-testid="favourite-toggle"
              >
                {intl.formatMessage(favourite ? messages.removeFavourite : messages.addFavourite)}
              </Button>
            </div>
          )}
          <dl className={styles.facts} aria-label={intl.formatMessage(messages.facts)}>
            <div>
              <dt>{intl.formatMessage(messages.rtp)}</dt>
              <dd data-testid="game-rtp">
                {intl.formatNumber(game.returnToPlayer / 100, { style: 'percent', maximumFractionDigits: 2 })}
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.maxMultiplier)}</dt>
              <dd data-testid="game-max-multiplier">
                {intl.formatMessage(messages.multiplierValue, {
                  value: intl.formatNumber(game.maxMultiplier),
                })}
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.minBet)}</dt>
              <dd data-testid="game-min-bet">
                <AmountDisplay value={game.minBet} currency={currency} crypto={crypto} />
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.maxBet)}</dt>
              <dd data-testid="game-max-bet">
                <AmountDisplay value={game.maxBet} currency={currency} crypto={crypto} />
              </dd>
            </div>
            {released && (
              <div>
                <dt>{intl.formatMessage(messages.releaseDate)}</dt>
                <dd data-testid="game-release-date">
                  <time dateTime={game.releaseDate}>
                    {intl.formatDate(released, { dateStyle: 'long', timeZone: 'UTC' })}
                  </time>
                </dd>
              </div>
            )}
            <div>
              <dt>{intl.formatMessage(messages.bonusPlay)}</dt>
              <dd data-testid="game-bonus-play">
                {intl.formatMessage(game.bonusEligible ? messages.bonusPlayable : messages.bonusNotPlayable)}
              </dd>
            </div>
          </dl>
        </div>
      </section>
      {similar && (
        <section className={styles.section} aria-labelledby={similarId}>
          <h2 className={styles.sectionTitle} id={similarId}>
            {intl.formatMessage(messages.similar)}
          </h2>
          {similar}
        </section>
      )}
    </div>
  );
}
