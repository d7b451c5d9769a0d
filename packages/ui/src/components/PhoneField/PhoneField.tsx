import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { controlStyles } from '../../internal/fieldStyles.ts';
import { styledElement } from '../../internal/styling.ts';
import { Field } from '../Field/Field.tsx';

export const phoneFieldMessages = defineMessages({
  countryCode: { id: 'ui.phone.countryCode', defaultMessage: 'Country code' },
});

const Row = styledElement('div', { display: 'flex', gap: 'var(--space-2)' });
const CodeSelect = styledElement('select', { ...controlStyles, width: 'auto', flex: '0 0 auto' });
const NumberInput = styledElement('input', controlStyles);

export type CountryCode = { country: string; dialCode: string };
export type PhoneValue = { dialCode: string; number: string };

export type PhoneFieldProps = {
  label: ReactNode;
  codes: readonly CountryCode[];
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Longest number the country allows; further typing is blocked (spec 5, 'Number is too long'). */
  maxDigits?: number;
  name?: string;
  required?: boolean;
};

/** Keeps digits only (spec 5: phone is digits only). */
export const digitsOnly = (text: string): string => text.replace(/\D+/g, '');

/** Country code picker + a digits-only number. */
export function PhoneField({
  label,
  codes,
  value,
  onChange,
  error,
  hint,
  disabled,
  maxDigits,
  name,
  required,
}: PhoneFieldProps) {
  const intl = useIntl();
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Row>
          <CodeSelect
            aria-label={intl.formatMessage(phoneFieldMessages.countryCode)}
            value={value.dialCode}
            disabled={disabled}
            name={name ? `${name}Code` : undefined}
            onChange={(event) => onChange({ ...value, dialCode: event.target.value })}
          >
            {codes.map((code) => (
              <option key={`${code.country}${code.dialCode}`} value={code.dialCode}>
                {`${code.country} ${code.dialCode}`}
              </option>
            ))}
          </CodeSelect>
          <NumberInput
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            dir="ltr"
            name={name}
            required={required}
            disabled={disabled}
            value={value.number}
            maxLength={maxDigits}
            onChange={(event) =>
              onChange({ ...value, number: digitsOnly(event.target.value).slice(0, maxDigits) })
            }
            {...control}
          />
        </Row>
      )}
    </Field>
  );
}
