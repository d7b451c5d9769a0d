import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { type DayKey, dayToUtcDate } from '../../logic/calendar.ts';
import { Drawer } from '../Drawer/Drawer.tsx';
import { compactDayStyles, daySheetStyles } from './Calendar.styles.ts';

const Tile = styledElement('button', compactDayStyles);
const SheetBody = styledElement('div', daySheetStyles);

export type CompactDayProps = {
  day: DayKey;
  /** `data-state` / `data-relation` for the tile's colours (the day's state, today). */
  state?: string;
  relation?: string;
  /** The state as an icon (with its accessible name). */
  icon: ReactNode;
  /** A short figure ("€5.4"), or nothing. */
  figure?: string;
  /** Opens the day's sheet. */
  onOpen: () => void;
  expanded: boolean;
};

/**
 * A day on a phone (issue 33): the date, the state as an icon and a short figure in a tile of a
 * seventh of 320 px, the whole tile one target that opens the day's details in a sheet. No words
 * in the tile, so nothing breaks or spills however long the locale's words are.
 */
export function CompactDay({ day, state, relation, icon, figure, onOpen, expanded }: CompactDayProps) {
  const { locale } = useIntl();
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }).format(dayToUtcDate(day));
  return (
    <Tile
      type="button"
      data-part="compact-day"
      data-day={day}
      data-state={state}
      data-relation={relation}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
    >
      {/* The spaces keep the tile's name readable: "19 Ready to claim €5.4". */}
      <span data-part="date">{date}</span> {icon}{' '}
      {figure !== undefined && <span data-part="figure">{figure}</span>}
    </Tile>
  );
}

/** The day's details on a phone: a bottom sheet titled with the full date. */
export function DaySheet({
  day,
  onClose,
  children,
  footer,
}: {
  /** The day shown, or none (closed). */
  day: DayKey | undefined;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { locale } = useIntl();
  const title = day
    ? new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(dayToUtcDate(day))
    : '';
  return (
    <Drawer
      open={day !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      side="bottom"
      {...(footer ? { footer } : {})}
    >
      <SheetBody data-part="day-sheet">{children}</SheetBody>
    </Drawer>
  );
}
