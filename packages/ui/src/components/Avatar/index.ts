export { Avatar, type AvatarProps, type AvatarSize, avatarSizes, initials } from './Avatar.tsx';
