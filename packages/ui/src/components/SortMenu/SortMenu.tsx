import { type ChangeEvent, useId, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { SelectControl } from '../Select/Select.tsx';
import { type GameSortKey, gameSortKeys, type SortMenuProps, type SortOption } from './SortMenu.props.ts';

export const sortMenuMessages = defineMessages({
  label: { id: 'ui.sortMenu.label', defaultMessage: 'Sort by' },
  popular: { id: 'ui.sortMenu.popular', defaultMessage: 'Popular' },
  newest: { id: 'ui.sortMenu.newest', defaultMessage: 'Newest' },
  az: { id: 'ui.sortMenu.az', defaultMessage: 'A–Z' },
  rtp: { id: 'ui.sortMenu.rtp', defaultMessage: 'RTP' },
});

/** The lobby's four sort orders with their labels in the player's language. */
export function useGameSortOptions(keys: readonly GameSortKey[] = gameSortKeys): SortOption<GameSortKey>[] {
  const intl = useIntl();
  return useMemo(
    () => keys.map((key) => ({ value: key, label: intl.formatMessage(sortMenuMessages[key]) })),
    [intl, keys],
  );
}

const Row = styledElement('div', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--space-2)',
  '& > label': { color: 'var(--color-textMuted)', fontSize: 'var(--font-size-1)', whiteSpace: 'nowrap' },
});

/**
 * The sort order: a label and a native select (keyboard, screen readers and the phone's own picker
 * for free), in the brand's control look.
 */
export function SortMenu<V extends string>({ options, value, onChange, label }: SortMenuProps<V>) {
  const intl = useIntl();
  const id = useId();
  return (
    <Row data-part="sort-menu">
      <label htmlFor={id}>{label ?? intl.formatMessage(sortMenuMessages.label)}</label>
      <SelectControl
        id={id}
        value={value}
        options={options}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next) onChange(next.value);
        }}
      />
    </Row>
  );
}
