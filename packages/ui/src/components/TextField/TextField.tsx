import { controlStyles } from '../../internal/fieldStyles.ts';
import { styledElement } from '../../internal/styling.ts';
import { Field } from '../Field/Field.tsx';
import type { TextFieldProps } from './TextField.props.ts';

export const Input = styledElement('input', controlStyles);

/** A labelled single-line input (text, e-mail…) with hint and error. */
export function TextField({ label, error, hint, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Input
          type={type}
          autoComplete={type === 'email' ? 'email' : input.autoComplete}
          {...input}
          {...control}
        />
      )}
    </Field>
  );
}
