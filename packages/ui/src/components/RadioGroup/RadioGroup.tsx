import { type ReactNode, useId } from 'react';
import { labelStyles } from '../../internal/fieldStyles.ts';
import { type CSSObject, styledElement } from '../../internal/styling.ts';
import { choiceInputStyles } from '../Checkbox/Checkbox.tsx';
import { FieldError } from '../Field/FieldError.tsx';

export const radioOrientations = ['horizontal', 'vertical'] as const;
export type RadioOrientation = (typeof radioOrientations)[number];

const Fieldset = styledElement('fieldset', { border: 0, margin: 0, padding: 0, minWidth: 0 });
const Legend = styledElement('legend', { ...labelStyles, padding: 0 });
const Options = styledElement('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--space-2)',
  '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: 'var(--space-4)' },
});
const Option = styledElement('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--space-2)',
  cursor: 'pointer',
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
});
const Radio = styledElement('input', {
  ...(choiceInputStyles as CSSObject),
  borderRadius: '50%',
  '&:checked': { borderColor: 'var(--color-accent)', background: 'var(--color-surface)' },
  '&:checked::after': {
    content: '""',
    width: '50%',
    height: '50%',
    borderRadius: '50%',
    background: 'var(--color-accent)',
  },
});

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** @default 'horizontal' */
  orientation?: RadioOrientation;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
};

/** Native radios in a fieldset: arrow keys move the choice, the legend names the group. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  orientation = 'horizontal',
  error,
  disabled,
  required,
}: RadioGroupProps) {
  const id = useId();
  return (
    <Fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <Legend>{legend}</Legend>
      <Options data-orientation={orientation}>
        {options.map((option) => (
          <Option key={option.value} data-disabled={disabled || option.disabled || undefined}>
            <Radio
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </Option>
        ))}
      </Options>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Fieldset>
  );
}
