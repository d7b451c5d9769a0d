export {
  type GameGridItemProps,
  type GameGridProps,
  type GameGridScrollMode,
  gameGridScrollModes,
} from './GameGrid.props.ts';
export { GameGrid, gameGridMessages } from './GameGrid.tsx';
