import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { focusRing } from '../../internal/a11y.ts';
import { controlStyles } from '../../internal/fieldStyles.ts';
import { styledElement } from '../../internal/styling.ts';
import { Field } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';

export const passwordFieldMessages = defineMessages({
  show: { id: 'ui.password.show', defaultMessage: 'Show password' },
  hide: { id: 'ui.password.hide', defaultMessage: 'Hide password' },
});

const Wrap = styledElement('div', { position: 'relative' });
const Input = styledElement('input', {
  ...controlStyles,
  paddingInlineEnd: 'calc(var(--button-medium-height) + var(--space-1))',
});
const Toggle = styledElement('button', {
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: 'var(--button-medium-height)',
  display: 'grid',
  placeItems: 'center',
  border: 0,
  background: 'transparent',
  color: 'var(--color-textMuted)',
  cursor: 'pointer',
  borderRadius: 'var(--radius-medium)',
  '&:hover': { color: 'var(--color-text)' },
  '&:focus-visible': focusRing,
  '& svg': { width: 'var(--font-size-3)', height: 'var(--font-size-3)' },
});

export type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** Start with the password visible. @default false */
  defaultVisible?: boolean;
};

/** A password input with a show/hide toggle that says what it will do. */
export function PasswordField({
  label,
  error,
  hint,
  defaultVisible = false,
  disabled,
  ...input
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Wrap>
          <Input
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            disabled={disabled}
            {...input}
            {...control}
          />
          <Toggle
            type="button"
            disabled={disabled}
            aria-pressed={visible}
            aria-controls={control.id}
            aria-label={intl.formatMessage(visible ? passwordFieldMessages.hide : passwordFieldMessages.show)}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon name={visible ? 'eye-off' : 'eye'} />
          </Toggle>
        </Wrap>
      )}
    </Field>
  );
}
