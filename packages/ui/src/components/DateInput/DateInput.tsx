import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { controlStyles } from '../../internal/fieldStyles.ts';
import { styledElement } from '../../internal/styling.ts';
import { ageOn, MINIMUM_AGE, PICKER_YEARS } from '../../logic/birthday.ts';
import { addDaysTo, type DayKey, yearsBefore } from '../../logic/calendar.ts';
import { Field } from '../Field/Field.tsx';

export const dateInputMessages = defineMessages({
  tooYoung: { id: 'ui.date.tooYoung', defaultMessage: 'You must be at least 18 years old' },
  tooOld: { id: 'ui.date.tooOld', defaultMessage: 'Please enter a date within the last 100 years' },
});

const Input = styledElement('input', { ...controlStyles, colorScheme: 'inherit' });

export type DateInputProps = {
  label: ReactNode;
  value: DayKey | '';
  onChange: (value: DayKey | '') => void;
  /** The player's today (read in their time zone). */
  today: DayKey;
  /** @default 18 */
  minimumAge?: number;
  /** @default 100 */
  maximumAge?: number;
  /** An error from the form; the age range is checked here. */
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
};

/** The latest and earliest allowed birthdays for an age range. */
export function ageBounds(
  today: DayKey,
  minimumAge: number,
  maximumAge: number,
): { min: DayKey; max: DayKey } {
  // Born on or before today minus minimumAge years, and after today minus (maximumAge + 1) years.
  return { min: addDaysTo(yearsBefore(today, maximumAge + 1), 1), max: yearsBefore(today, minimumAge) };
}

/** A native date input limited to the allowed age range (spec 5: 18 to 100 on the profile). */
export function DateInput({
  label,
  value,
  onChange,
  today,
  minimumAge = MINIMUM_AGE,
  maximumAge = PICKER_YEARS,
  error,
  hint,
  disabled,
  required,
  name,
}: DateInputProps) {
  const intl = useIntl();
  const { min, max } = ageBounds(today, minimumAge, maximumAge);
  const age = value ? ageOn(value, today) : undefined;
  const rangeError =
    age === undefined
      ? undefined
      : age < minimumAge
        ? intl.formatMessage(dateInputMessages.tooYoung)
        : age > maximumAge
          ? intl.formatMessage(dateInputMessages.tooOld)
          : undefined;
  return (
    <Field label={label} error={error ?? rangeError} hint={hint}>
      {(control) => (
        <Input
          type="date"
          name={name}
          min={min}
          max={max}
          value={value}
          disabled={disabled}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          {...control}
        />
      )}
    </Field>
  );
}
