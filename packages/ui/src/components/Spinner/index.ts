export { type SpinnerSize, spinnerSizes } from './Spinner.props.ts';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
