export { type CalloutProps, type CalloutTone, calloutTones } from './Callout.props.ts';
export { Callout } from './Callout.tsx';
