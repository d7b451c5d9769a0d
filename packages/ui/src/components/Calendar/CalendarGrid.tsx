import type { ReactNode } from 'react';
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

export type CalendarGridProps = {
  /** Names the table (e.g. "Bonus calendar"). */
  label: string;
  /** The player's today, read in their time zone. */
  today: DayKey;
  /** Weeks shown before today's week (rakeback: 1). @default 0 */
  weeksBefore?: number;
  /** @default 4 */
  weeks?: number;
  renderDay: (day: DayKey, relation: DayRelation) => ReactNode;
};

/** A Monday-first month grid, 4 weeks of 7 days by default, with weekday headers in the locale. */
export function CalendarGrid({ label, today, weeksBefore = 0, weeks = 4, renderDay }: CalendarGridProps) {
  const intl = useIntl();
  const grid = calendarGrid(today, { weeks, weeksBefore });
  const long = weekdayLabels(intl.locale, 'long');
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {weekdayLabels(intl.locale, 'short').map((name, index) => (
            <th key={name} scope="col" abbr={long[index]}>
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
                {renderDay(day, relationTo(day, today))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
