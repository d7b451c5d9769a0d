import { type ReactNode, useId } from 'react';
import { hintStyles, labelStyles } from '../../internal/fieldStyles.ts';
import { styledElement } from '../../internal/styling.ts';
import { FieldError } from './FieldError.tsx';

const Wrapper = styledElement('div', { display: 'block', minWidth: 0 });
const Label = styledElement('label', labelStyles);
const Hint = styledElement('p', hintStyles);

/** What a field hands its control so label, hint and error are wired for assistive technology. */
export type ControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  label: ReactNode;
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Renders the control with the ids and aria attributes it needs. */
  children: (control: ControlProps) => ReactNode;
  /** Extra content after the label row (e.g. a show/hide toggle sits inside the control instead). */
  className?: string;
};

/** Label + control + hint + error, with ids wired. */
export function Field({ label, error, hint, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper className={className} data-invalid={error ? true : undefined}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </Wrapper>
  );
}
