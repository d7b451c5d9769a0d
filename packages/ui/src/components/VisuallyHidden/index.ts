export {
  type VisuallyHiddenElement,
  type VisuallyHiddenProps,
  visuallyHiddenElements,
} from './VisuallyHidden.props.ts';
export { VisuallyHidden } from './VisuallyHidden.tsx';
