import { type MouseEvent, useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import {
  GAME_THUMBNAIL_SIZE,
  type GameCardBadge,
  type GameCardProps,
  type GameCardTarget,
  gameCardBadges,
} from './GameCard.props.ts';
import {
  actionsStyles,
  badgesStyles,
  cardStyles,
  favouriteStyles,
  mediaStyles,
  providerStyles,
  skeletonStyles,
  thumbnailStyles,
  titleStyles,
} from './GameCard.styles.ts';

export const gameCardMessages = defineMessages({
  play: { id: 'ui.gameCard.play', defaultMessage: 'Play' },
  demo: { id: 'ui.gameCard.demo', defaultMessage: 'Demo' },
  // The visible word leads each accessible name (WCAG 2.5.3), the game's name tells cards apart.
  playGame: defineMessage<{ game: string }>({ id: 'ui.gameCard.playGame', defaultMessage: 'Play {game}' }),
  demoGame: defineMessage<{ game: string }>({
    id: 'ui.gameCard.demoGame',
    defaultMessage: 'Demo: {game}',
  }),
  favourite: defineMessage<{ game: string }>({
    id: 'ui.gameCard.favourite',
    defaultMessage: 'Favourite: {game}',
  }),
  new: { id: 'ui.gameCard.badge.new', defaultMessage: 'New' },
  live: { id: 'ui.gameCard.badge.live', defaultMessage: 'Live' },
});

const badgeTones: Record<GameCardBadge, BadgeTone> = { new: 'accent', live: 'error' };

const Card = styledElement('div', cardStyles);
const Media = styledElement('div', mediaStyles);
const Thumbnail = styledElement('img', thumbnailStyles);
const Badges = styledElement('div', badgesStyles);
const Favourite = styledElement('button', favouriteStyles);
const Actions = styledElement('div', actionsStyles);
const Title = styledElement('p', titleStyles);
const Provider = styledElement('p', providerStyles);
const SkeletonCard = styledElement('div', skeletonStyles);

/** The heart, outlined; filled by CSS when pressed. */
function Heart() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20.84 4.61a5.5 5.5 0 00-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 00-7.78 7.78L12 21.23l8.84-8.84a5.5 5.5 0 000-7.78z" />
    </svg>
  );
}

const ratio = ({ width, height }: { width: number; height: number }) => `${width} / ${height}`;

function ActionButton({
  target,
  label,
  kind,
  tabIndex,
  children,
}: {
  target: GameCardTarget;
  label: string;
  kind: 'accent' | 'secondary';
  tabIndex: 0 | -1;
  children: string;
}) {
  const common = { kind, size: 'small', fullWidth: true, 'aria-label': label, tabIndex } as const;
  return target.href !== undefined ? (
    <Button {...common} href={target.href} onClick={target.onClick}>
      {children}
    </Button>
  ) : (
    <Button {...common} onClick={target.onClick}>
      {children}
    </Button>
  );
}

/**
 * A game in the lobby: a thumbnail with a fixed aspect ratio (lazy by default, sized so nothing
 * shifts), title and provider, "new"/"live" badges, a favourite heart (state owned by the caller)
 * and Play/Demo actions that appear on hover and on focus and are always in the tab order.
 *
 * Keyboard: the title link (stretched over the card) is the card's first stop, marked
 * `data-game-card-primary` for a grid's arrow keys; then the heart, Play and Demo.
 */
export function GameCard({
  title,
  provider,
  thumbnailSrc,
  thumbnailSize = GAME_THUMBNAIL_SIZE,
  loading = 'lazy',
  badges = [],
  link,
  play,
  demo,
  favourite,
  onFavouriteChange,
  favouritePending = false,
  tabIndex = 0,
}: GameCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const shownBadges = gameCardBadges.filter((badge) => badges.includes(badge));
  return (
    <Card data-part="game-card" role="group" aria-labelledby={titleId}>
      {/* First in the DOM (the card's first Tab stop), drawn under the thumbnail by CSS order. */}
      <Title data-part="title" id={titleId}>
        {link ? (
          <a
            href={link.href}
            tabIndex={tabIndex}
            data-game-card-primary=""
            onClick={(event: MouseEvent<HTMLAnchorElement>) => link.onClick?.(event)}
          >
            {title}
          </a>
        ) : (
          title
        )}
      </Title>
      <Provider data-part="provider">{provider}</Provider>
      <Media data-part="media" style={{ aspectRatio: ratio(thumbnailSize) }}>
        <Thumbnail
          data-part="thumbnail"
          // Deferred: no request yet; the media box keeps the image's place and colour.
          src={loading === 'deferred' ? undefined : thumbnailSrc}
          alt=""
          width={thumbnailSize.width}
          height={thumbnailSize.height}
          loading={loading === 'deferred' ? 'lazy' : loading}
          decoding="async"
          // The first screen's image is the page's LCP: ask for it first.
          fetchPriority={loading === 'eager' ? 'high' : undefined}
        />
        {shownBadges.length > 0 && (
          <Badges data-part="badges">
            {shownBadges.map((badge) => (
              <Badge key={badge} tone={badgeTones[badge]}>
                {intl.formatMessage(gameCardMessages[badge])}
              </Badge>
            ))}
          </Badges>
        )}
        {favourite !== undefined && (
          <Favourite
            type="button"
            data-part="favourite"
            tabIndex={tabIndex}
            aria-label={intl.formatMessage(gameCardMessages.favourite, { game: title })}
            aria-pressed={favourite}
            aria-disabled={favouritePending || undefined}
            onClick={() => {
              if (!favouritePending) onFavouriteChange?.(!favourite);
            }}
          >
            <Heart />
          </Favourite>
        )}
        {(play || demo) && (
          <Actions data-part="actions">
            {play && (
              <ActionButton
                target={play}
                kind="accent"
                tabIndex={tabIndex}
                label={intl.formatMessage(gameCardMessages.playGame, { game: title })}
              >
                {intl.formatMessage(gameCardMessages.play)}
              </ActionButton>
            )}
            {demo && (
              <ActionButton
                target={demo}
                kind="secondary"
                tabIndex={tabIndex}
                label={intl.formatMessage(gameCardMessages.demoGame, { game: title })}
              >
                {intl.formatMessage(gameCardMessages.demo)}
              </ActionButton>
            )}
          </Actions>
        )}
      </Media>
    </Card>
  );
}

/**
 * A card while its game is loading: the same box (thumbnail ratio, title and provider lines), so
 * the page does not move when the games arrive. Decorative; wrap a list of them in SkeletonGroup
 * (GameGrid does) to announce the loading once.
 */
export function GameCardSkeleton({
  thumbnailSize = GAME_THUMBNAIL_SIZE,
}: Pick<GameCardProps, 'thumbnailSize'>) {
  return (
    <SkeletonCard data-part="game-card-skeleton" aria-hidden="true">
      <Media data-part="media" style={{ aspectRatio: ratio(thumbnailSize) }}>
        <Skeleton shape="rect" height="100%" />
      </Media>
      <Title>
        <Skeleton width="80%" height="1.3em" />
      </Title>
      <Provider>
        <Skeleton width="50%" height="1.3em" />
      </Provider>
    </SkeletonCard>
  );
}
