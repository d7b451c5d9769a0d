export {
  type ButtonKind,
  type ButtonProps,
  type ButtonSize,
  buttonKinds,
  buttonSizes,
} from './Button.props.ts';
export { buttonStyles, kindStyles, sizeStyles } from './Button.styles.ts';
export { Button } from './Button.tsx';
