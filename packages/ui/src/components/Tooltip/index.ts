export { Tooltip, type TooltipProps, type TooltipSide, tooltipSides } from './Tooltip.tsx';
