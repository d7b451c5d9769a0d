import type { CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import type { SpinnerSize } from './Spinner.props.ts';
import { spinnerSize, spinnerStyles } from './Spinner.styles.ts';

const messages = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading' },
});

const Ring = styledElement('span', spinnerStyles);

export type SpinnerProps = {
  /** @default 'medium' */
  size?: SpinnerSize;
  /** Announced name; decorative (hidden) when `decorative` is set. @default 'Loading' */
  label?: string;
  /** Inside a control that already says it is busy (e.g. a loading button). @default false */
  decorative?: boolean;
};

/** An indeterminate progress indicator in the current text colour. */
export function Spinner({ size = 'medium', label, decorative = false }: SpinnerProps) {
  const intl = useIntl();
  const style = { '--spinner-size': spinnerSize[size] } as CSSProperties;
  if (decorative) return <Ring aria-hidden="true" data-size={size} style={style} />;
  return (
    <Ring
      role="status"
      aria-label={label ?? intl.formatMessage(messages.loading)}
      data-size={size}
      style={style}
    />
  );
}
