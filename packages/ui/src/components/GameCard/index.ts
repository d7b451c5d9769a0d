export {
  GAME_THUMBNAIL_SIZE,
  type GameCardAction,
  type GameCardBadge,
  type GameCardLoading,
  type GameCardProps,
  type GameCardTarget,
  gameCardActions,
  gameCardBadges,
  gameCardLoadings,
} from './GameCard.props.ts';
export { GameCard, GameCardSkeleton, gameCardMessages } from './GameCard.tsx';
