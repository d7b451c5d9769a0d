export { type SwitchProps, type SwitchSize, switchSizes } from './Switch.props.ts';
export { Switch } from './Switch.tsx';
