import type { ReactNode } from 'react';
import { styledElement } from '../../internal/styling.ts';
import { Icon } from '../Icon/Icon.tsx';

const ErrorText = styledElement('p', {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-1)',
  margin: 0,
  marginTop: 'var(--space-1)',
  color: 'var(--color-error-readable)',
  fontSize: 'var(--font-size-0)',
  fontWeight: 'var(--font-weight-bold)',
});

export type FieldErrorProps = {
  /** Referenced by the control's aria-describedby. */
  id: string;
  children: ReactNode;
};

/** The message under a field that failed validation. */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <ErrorText id={id} data-part="field-error">
      <Icon name="info" />
      {children}
    </ErrorText>
  );
}
