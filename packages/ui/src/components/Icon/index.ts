export { type IconName, iconNames } from './Icon.props.ts';
export { Icon, type IconProps } from './Icon.tsx';
