export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressSize,
  type ProgressTone,
  progressSizes,
  progressTones,
} from './ProgressBar.tsx';
