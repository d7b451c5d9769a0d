import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { focusRing } from '../../internal/a11y.ts';
import { styledElement } from '../../internal/styling.ts';
import { FieldError } from '../Field/FieldError.tsx';

const Label = styledElement('label', {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: 'var(--space-2)',
  cursor: 'pointer',
  color: 'var(--color-text)',
  fontSize: 'var(--font-size-1)',
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
});

/** Shared by Checkbox and RadioGroup: a native input drawn in the brand's colours. */
export const choiceInputStyles = {
  appearance: 'none',
  flexShrink: 0,
  width: 'var(--font-size-4)',
  height: 'var(--font-size-4)',
  margin: 0,
  display: 'grid',
  placeItems: 'center',
  border: '2px solid var(--color-textMuted)',
  background: 'var(--color-surface)',
  cursor: 'inherit',
  '&:hover:not(:disabled)': { borderColor: 'var(--color-text)' },
  '&:focus-visible': focusRing,
  '&:checked': { borderColor: 'var(--color-accent)', background: 'var(--color-accent)' },
  '&[aria-invalid="true"]': { borderColor: 'var(--color-error-readable)' },
};

const Box = styledElement('input', {
  ...choiceInputStyles,
  borderRadius: 'var(--radius-small)',
  '&:checked::after': {
    content: '""',
    width: '30%',
    height: '60%',
    marginTop: '-10%',
    border: 'solid var(--color-accentText)',
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg)',
  },
});

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: ReactNode;
  error?: ReactNode;
};

/** A checkbox with its label (e.g. terms acceptance) and an optional error. */
export function Checkbox({ label, error, disabled, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div>
      <Label data-disabled={disabled || undefined}>
        <Box
          type="checkbox"
          id={id}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </Label>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
