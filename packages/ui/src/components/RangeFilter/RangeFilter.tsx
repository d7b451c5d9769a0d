import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { controlStyles } from '../../internal/fieldStyles.ts';
import { styledElement } from '../../internal/styling.ts';
import { checkRange, type RangeCheck } from '../../logic/decimalRange.ts';
import { FieldError } from '../Field/FieldError.tsx';
import type { RangeFilterProps } from './RangeFilter.props.ts';

export const rangeFilterMessages = defineMessages({
  min: { id: 'ui.rangeFilter.min', defaultMessage: 'Minimum' },
  max: { id: 'ui.rangeFilter.max', defaultMessage: 'Maximum' },
  invalid: { id: 'ui.rangeFilter.invalid', defaultMessage: 'Enter a number, e.g. 96.5' },
  order: { id: 'ui.rangeFilter.order', defaultMessage: 'The minimum must not be above the maximum' },
  outOfBounds: defineMessage<{ min: string; max: string }>({
    id: 'ui.rangeFilter.outOfBounds',
    defaultMessage: 'Enter a value from {min} to {max}',
  }),
});

const Fieldset = styledElement('fieldset', {
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  '& > legend': {
    padding: 0,
    marginBottom: 'var(--space-1)',
    fontSize: 'var(--font-size-1)',
    fontWeight: 'var(--font-weight-bold)',
  },
});
const Pair = styledElement('div', {
  display: 'grid',
  // Two equal halves of whatever width the filter gets (a narrow side panel included), never
  // the inputs' intrinsic width.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 'var(--space-2)',
  '& label': {
    minWidth: 0,
    display: 'grid',
    gap: 'var(--space-1)',
    color: 'var(--color-textMuted)',
    fontSize: 'var(--font-size-0)',
  },
  '& [data-part="input-row"]': {
    display: 'flex',
    alignItems: 'center',
    gap: 'var(--space-1)',
    color: 'var(--color-text)',
  },
});
const Input = styledElement('input', { ...controlStyles, minWidth: 0 });

type Ends = { min: string; max: string };
const textOf = (value: RangeFilterProps['value']): Ends => ({ min: value.min ?? '', max: value.max ?? '' });

/**
 * A min/max pair as two decimal fields (typing beats dragging two thumbs for exact RTP or bet
 * values, and each field has its own label). A valid range goes out on blur or Enter, canonical
 * (`"096,50"` → `"96.5"`); an invalid one stays in the fields with the reason, announced.
 */
export function RangeFilter({ label, value, onChange, bounds = {}, unit }: RangeFilterProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState<Ends>(() => textOf(value));
  const [problem, setProblem] = useState<Extract<RangeCheck, { ok: false }>['error'] | null>(null);

  // A value from outside (Back, Clear all) replaces what is in the fields.
  const { min: outsideMin, max: outsideMax } = value;
  useEffect(() => {
    setText({ min: outsideMin ?? '', max: outsideMax ?? '' });
    setProblem(null);
  }, [outsideMin, outsideMax]);

  const commit = () => {
    const result = checkRange(text, bounds);
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    setText(textOf(result.value));
    if (result.value.min !== value.min || result.value.max !== value.max) onChange(result.value);
  };

  const message =
    problem === 'outOfBounds'
      ? intl.formatMessage(rangeFilterMessages.outOfBounds, {
          min: bounds.min ?? '0',
          max: bounds.max ?? '∞',
        })
      : problem
        ? intl.formatMessage(rangeFilterMessages[problem])
        : null;

  const field = (end: keyof Ends) => (
    <div data-part="end">
      <label htmlFor={`${id}-${end}`}>{intl.formatMessage(rangeFilterMessages[end])}</label>
      <span data-part="input-row">
        <Input
          id={`${id}-${end}`}
          inputMode="decimal"
          autoComplete="off"
          value={text[end]}
          placeholder={bounds[end]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setText((old) => ({ ...old, [end]: event.target.value }))}
          onBlur={commit}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        {unit && <span aria-hidden="true">{unit}</span>}
      </span>
    </div>
  );

  return (
    <Fieldset data-part="range-filter">
      <legend>{unit ? `${label} (${unit})` : label}</legend>
      <Pair>
        {field('min')}
        {field('max')}
      </Pair>
      <div aria-live="polite">{message && <FieldError id={errorId}>{message}</FieldError>}</div>
    </Fieldset>
  );
}
