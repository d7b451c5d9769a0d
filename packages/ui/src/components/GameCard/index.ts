export {
  GAME_THUMBNAIL_SIZE,
  type GameCardAction,
  type GameCardBadge,
  type GameCardProps,
  type GameCardTarget,
  gameCardActions,
  gameCardBadges,
} from './GameCard.props.ts';
export { GameCard, GameCardSkeleton, gameCardMessages } from './GameCard.tsx';
