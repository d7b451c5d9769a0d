export {
  Skeleton,
  SkeletonGroup,
  type SkeletonProps,
  type SkeletonShape,
  skeletonMessages,
  skeletonShapes,
} from './Skeleton.tsx';
