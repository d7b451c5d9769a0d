import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { birthdayYears, defaultBirthday, setBirthdayPart } from '../../logic/birthday.ts';
import { type DayKey, dayParts, daysInMonth, dayToUtcDate } from '../../logic/calendar.ts';
import { Field } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { birthdayPickerMessages as messages } from './BirthdayPicker.messages.ts';
import {
  columnStyles,
  optionStyles,
  popoverStyles,
  rootStyles,
  triggerStyles,
} from './BirthdayPicker.styles.ts';

const Root = styledElement('div', rootStyles);
const Trigger = styledElement('button', triggerStyles);
const Popover = styledElement('div', popoverStyles);
const Column = styledElement('ul', columnStyles);
const Option = styledElement('li', optionStyles);

type Part = 'day' | 'month' | 'year';

type ColumnProps = {
  part: Part;
  label: string;
  options: { value: number; label: string }[];
  selected: number;
  onSelect: (value: number) => void;
  baseId: string;
};

/** One scrolling column; a listbox with the selection as its active descendant. */
function PickerColumn({ part, label, options, selected, onSelect, baseId }: ColumnProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const index = Math.max(
    0,
    options.findIndex((option) => option.value === selected),
  );
  const optionId = (value: number) => `${baseId}-${part}-${value}`;
  useEffect(() => {
    const node = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    node?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };
    let next: number | undefined;
    if (event.key in move)
      next = Math.min(options.length - 1, Math.max(0, index + (move[event.key] as number)));
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = options.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const option = options[next];
    if (option) {
      onSelect(option.value);
      listRef.current
        ?.querySelector<HTMLElement>(`#${CSS.escape(optionId(option.value))}`)
        ?.scrollIntoView?.({
          block: 'nearest',
        });
    }
  };
  return (
    <Column
      ref={listRef}
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={optionId(selected)}
      onKeyDown={onKeyDown}
      data-part={part}
    >
      {options.map((option) => (
        <Option
          key={option.value}
          id={optionId(option.value)}
          role="option"
          aria-selected={option.value === selected}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </Option>
      ))}
    </Column>
  );
}

export type BirthdayPickerProps = {
  /** The committed date of birth. @default today's date 18 years ago */
  value?: DayKey;
  /** Called when the picker closes by a click outside (or Enter/Tab out) with a changed date. */
  onChange: (value: DayKey) => void;
  /** The player's today; sets the 100-year range. */
  today: DayKey;
  label?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** Start open (stories and visual tests). @default false */
  defaultOpen?: boolean;
};

/**
 * Spec 4: a day, month and year column picker over the last 100 years. Picking updates the
 * shown value; clicking outside closes and commits; Escape closes and keeps the committed value.
 */
export function BirthdayPicker({
  value: given,
  onChange,
  today,
  label,
  error,
  disabled,
  defaultOpen = false,
}: BirthdayPickerProps) {
  const intl = useIntl();
  const value = given ?? defaultBirthday(today);
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (!open) setDraft(value);
  }, [value, open]);

  const commit = () => {
    setOpen(false);
    if (draft !== value) onChange(draft);
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) commitRef.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const { year, month, day } = dayParts(draft);
  const monthFormat = useMemo(
    () => new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' }),
    [intl.locale],
  );
  const shown = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    dayToUtcDate(draft),
  );
  const numberFormat = new Intl.NumberFormat(intl.locale, { useGrouping: false });
  const days = Array.from({ length: daysInMonth(year, month) }, (_, i) => ({
    value: i + 1,
    label: numberFormat.format(i + 1),
  }));
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: i + 1,
    label: monthFormat.format(new Date(Date.UTC(2000, i, 1))),
  }));
  const years = birthdayYears(today).map((y) => ({ value: y, label: numberFormat.format(y) }));
  const pick = (part: Part) => (next: number) => setDraft((current) => setBirthdayPart(current, part, next));

  return (
    <Root
      ref={rootRef}
      onKeyDown={(event) => {
        if (!open) return;
        if (event.key === 'Escape') {
          event.stopPropagation();
          setDraft(value);
          setOpen(false);
          triggerRef.current?.focus();
        }
        if (event.key === 'Enter' && event.target !== triggerRef.current) {
          event.preventDefault();
          commit();
          triggerRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget)
          commit();
      }}
    >
      <Field label={label ?? intl.formatMessage(messages.label)} error={error}>
        {(control) => (
          <Trigger
            ref={triggerRef}
            type="button"
            {...control}
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            onClick={() => (open ? commit() : setOpen(true))}
          >
            <span>{shown}</span>
            <Icon name="calendar" />
          </Trigger>
        )}
      </Field>
      {open && (
        <Popover role="dialog" aria-label={intl.formatMessage(messages.label)}>
          <PickerColumn
            part="day"
            label={intl.formatMessage(messages.day)}
            options={days}
            selected={day}
            onSelect={pick('day')}
            baseId={baseId}
          />
          <PickerColumn
            part="month"
            label={intl.formatMessage(messages.month)}
            options={months}
            selected={month}
            onSelect={pick('month')}
            baseId={baseId}
          />
          <PickerColumn
            part="year"
            label={intl.formatMessage(messages.year)}
            options={years}
            selected={year}
            onSelect={pick('year')}
            baseId={baseId}
          />
        </Popover>
      )}
    </Root>
  );
}
