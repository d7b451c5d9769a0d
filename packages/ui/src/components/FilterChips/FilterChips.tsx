import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { focusRing } from '../../internal/a11y.ts';
import { styledElement } from '../../internal/styling.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { FilterChipsProps } from './FilterChips.props.ts';

export const filterChipsMessages = defineMessages({
  label: { id: 'ui.filterChips.label', defaultMessage: 'Active filters' },
  remove: defineMessage<{ filter: string }>({
    id: 'ui.filterChips.remove',
    defaultMessage: 'Remove filter: {filter}',
  }),
  clearAll: { id: 'ui.filterChips.clearAll', defaultMessage: 'Clear all' },
});

const Group = styledElement('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'var(--space-2)',
  '& > ul': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 'var(--space-2)',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  '& li': { display: 'flex' },
});
const Chip = styledElement('button', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--space-1)',
  minHeight: 'var(--button-xs-small-height)',
  paddingBlock: 0,
  paddingInline: 'var(--space-3) var(--space-2)',
  border: '1px solid var(--button-quaternary-border)',
  borderRadius: 'var(--radius-pill)',
  background: 'var(--button-quaternary-background)',
  color: 'var(--button-quaternary-text)',
  fontFamily: 'var(--font-body)',
  fontSize: 'var(--font-size-0)',
  cursor: 'pointer',
  '&:hover': { background: 'var(--button-quaternary-hover-background)' },
  '&:focus-visible': focusRing,
  '& svg': { width: '14px', height: '14px' },
});

/**
 * The filters in force as removable chips, with "Clear all". Removing a chip moves the focus to the
 * chip that took its place (or the one before), so a keyboard user can remove several in a row.
 */
export function FilterChips({ chips, onRemove, onClearAll, label }: FilterChipsProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chips change after a removal
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    if (buttons?.length) buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [chips]);

  if (chips.length === 0) return null;
  return (
    <Group
      role="group"
      aria-label={label ?? intl.formatMessage(filterChipsMessages.label)}
      data-part="filter-chips"
    >
      <ul ref={listRef}>
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <Chip
              type="button"
              aria-label={intl.formatMessage(filterChipsMessages.remove, { filter: chip.label })}
              onClick={() => {
                focusAfterRemove.current = index;
                onRemove(chip.id);
              }}
            >
              {chip.label}
              <Icon name="close" />
            </Chip>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Button kind="link" size="xs-small" onClick={onClearAll}>
          {intl.formatMessage(filterChipsMessages.clearAll)}
        </Button>
      )}
    </Group>
  );
}
