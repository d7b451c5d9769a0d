import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlStyles } from '../../internal/fieldStyles.ts';
import { styledElement } from '../../internal/styling.ts';
import { Field } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';

const Wrap = styledElement('div', {
  position: 'relative',
  '& > svg': {
    position: 'absolute',
    insetInlineEnd: 'var(--space-3)',
    top: '50%',
    transform: 'translateY(-50%)',
    pointerEvents: 'none',
    color: 'var(--color-textMuted)',
  },
});
const NativeSelect = styledElement('select', {
  ...controlStyles,
  appearance: 'none',
  paddingInlineEnd: 'var(--space-7)',
  cursor: 'pointer',
});

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Select…"); required selects then start invalid until chosen. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
};

/** The select itself, without a Field around it (SortMenu labels it inline). */
export function SelectControl({
  options,
  placeholder,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  return (
    <Wrap>
      <NativeSelect {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <Icon name="chevron-down" />
    </Wrap>
  );
}

/** A native select (keyboard, mobile pickers and screen readers for free) in the brand's look. */
export function Select({ label, options, placeholder, error, hint, ...select }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <SelectControl {...select} {...control} options={options} placeholder={placeholder} />}
    </Field>
  );
}
