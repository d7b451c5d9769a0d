export { Badge, type BadgeProps, type BadgeSize, type BadgeTone, badgeSizes, badgeTones } from './Badge.tsx';
