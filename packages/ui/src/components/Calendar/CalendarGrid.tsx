import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import {
  calendarGrid,
  type DayKey,
  type DayRelation,
  relationTo,
  weekdayLabels,
} from '../../logic/calendar.ts';
import { tableStyles } from './Calendar.styles.ts';

const Table = styledElement('table', tableStyles);

/**
 * Below this width of the calendar itself (not the window: the grid sits in modals and side
 * columns too) each day becomes a compact tile (date, state icon, short figure) whose details
 * open in a sheet. 440 px: a phone's modal (375 px → 343 px) is compact, the desktop and tablet
 * modals (wider) keep the full days.
 */
export const COMPACT_CALENDAR_BELOW = 440;

export type CalendarGridProps = {
  /** Names the table (e.g. "Bonus calendar"). */
  label: string;
  /** The player's today, read in their time zone. */
  today: DayKey;
  /** Weeks shown before today's week (rakeback: 1). @default 0 */
  weeksBefore?: number;
  /** @default 4 */
  weeks?: number;
  /** `compact`: the calendar is narrower than COMPACT_CALENDAR_BELOW (a phone). */
  renderDay: (day: DayKey, relation: DayRelation, compact: boolean) => ReactNode;
};

/**
 * Whether the element is narrower than `below`, measured before paint and on every resize. An
 * element with no layout (a server render, jsdom) counts as wide: the full day is the default.
 */
function useNarrowerThan(below: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      setNarrow(width > 0 && width < below);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [below]);
  return [ref, narrow] as const;
}

/** A Monday-first month grid, 4 weeks of 7 days by default, with weekday headers in the locale. */
export function CalendarGrid({ label, today, weeksBefore = 0, weeks = 4, renderDay }: CalendarGridProps) {
  const intl = useIntl();
  const [ref, compact] = useNarrowerThan(COMPACT_CALENDAR_BELOW);
  const grid = calendarGrid(today, { weeks, weeksBefore });
  const long = weekdayLabels(intl.locale, 'long');
  return (
    <div ref={ref} data-part="calendar" data-compact={compact || undefined}>
      <Table aria-label={label} data-compact={compact || undefined}>
        <thead>
          <tr>
            {weekdayLabels(intl.locale, compact ? 'narrow' : 'short').map((name, index) => (
              <th key={long[index]} scope="col" abbr={long[index]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day} aria-current={day === today ? 'date' : undefined}>
                  {renderDay(day, relationTo(day, today), compact)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
