import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { type DayKey, dayToUtcDate } from '../../logic/calendar.ts';
import { compactDayStyles, daySheetStyles } from './Calendar.styles.ts';

// The sheet itself (DrawerSheet, what Drawer loads lazily), not the Drawer wrapper: the lobby
// imports the wrapper too, and a module the calendars share with the lobby would move into the
// lobby's shared first-load chunk (+0.3 KB gzip on /casino's first visit). The sheet's code loads
// when a day is first opened, or when the pointer or focus reaches a day.
const loadSheet = () => import('../Drawer/DrawerSheet.tsx');
const DrawerSheet = lazy(loadSheet);

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
      onFocus={() => void loadSheet()}
      onPointerEnter={() => void loadSheet()}
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
  const open = day !== undefined;
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DrawerSheet
        open={open}
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        title={title}
        side="bottom"
        {...(footer ? { footer } : {})}
      >
        <SheetBody data-part="day-sheet">{children}</SheetBody>
      </DrawerSheet>
    </Suspense>
  );
}
