import { reducedMotion } from '../../internal/a11y.ts';
import { animation, type CSSObject } from '../../internal/styling.ts';
import type { SpinnerSize } from './Spinner.props.ts';

const spin = animation({ to: { transform: 'rotate(360deg)' } });

export const spinnerSize: Record<SpinnerSize, string> = {
  small: 'var(--font-size-1)',
  medium: 'var(--font-size-4)',
  large: 'var(--font-size-6)',
};

export const spinnerStyles: CSSObject = {
  display: 'inline-block',
  flexShrink: 0,
  width: 'var(--spinner-size)',
  height: 'var(--spinner-size)',
  borderRadius: '50%',
  border: 'max(2px, calc(var(--spinner-size) / 8)) solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  [reducedMotion]: { animationDuration: '2.4s' },
};
