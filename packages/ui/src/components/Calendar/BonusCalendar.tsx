import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addDaysTo, type DayKey, relationTo } from '../../logic/calendar.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { BonusCalendarDay } from './BonusCalendarDay.tsx';
import { calendarMessages as messages } from './Calendar.messages.ts';
import type { CalendarLink } from './Calendar.props.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import { CompactDay, DaySheet } from './CompactDay.tsx';

/** Spec 9: 7 promotion days looked up, one bonus per day. */
export const BONUS_LOOKAHEAD_DAYS = 7;

export type BonusCalendarProps = {
  today: DayKey;
  /** Promotion titles by day; only today and the next 6 days are shown. */
  promotions: Readonly<Record<DayKey, string>>;
  /** Where today's More goes (the promotions page, resolved by the caller). */
  moreLink?: CalendarLink;
};

/** The bonus calendar modal body: 4 × 7, Monday first. */
export function BonusCalendar({ today, promotions, moreLink }: BonusCalendarProps) {
  const intl = useIntl();
  const [openDay, setOpenDay] = useState<DayKey | undefined>();
  const lastShown = addDaysTo(today, BONUS_LOOKAHEAD_DAYS - 1);
  const titleOf = (day: DayKey) =>
    relationTo(day, today) !== 'past' && day <= lastShown ? promotions[day] : undefined;
  const openRelation = openDay ? relationTo(openDay, today) : undefined;
  const openTitle = openDay ? titleOf(openDay) : undefined;
  return (
    <>
      <CalendarGrid
        label={intl.formatMessage(messages.bonusCalendar)}
        today={today}
        renderDay={(day, relation, compact) => {
          const title = titleOf(day);
          if (!compact)
            return <BonusCalendarDay day={day} relation={relation} title={title} moreLink={moreLink} />;
          const icon =
            relation === 'past' ? (
              <Icon name="gift-open" label={intl.formatMessage(messages.opened)} />
            ) : (
              <Icon name="gift" label={intl.formatMessage(title ? messages.bonus : messages.noBonus)} />
            );
          return (
            <CompactDay
              day={day}
              relation={relation}
              {...(relation !== 'past' && !title ? { state: 'empty' } : {})}
              icon={icon}
              onOpen={() => setOpenDay(day)}
              expanded={openDay === day}
            />
          );
        }}
      />
      <DaySheet
        day={openDay}
        onClose={() => setOpenDay(undefined)}
        footer={
          openRelation === 'today' &&
          openTitle &&
          moreLink && (
            <Button
              href={moreLink.href}
              onClick={(event) => {
                moreLink.onClick?.(event);
                setOpenDay(undefined);
              }}
              kind="accent"
              fullWidth
              aria-label={intl.formatMessage(messages.moreAbout, { title: openTitle })}
            >
              {intl.formatMessage(messages.more)}
            </Button>
          )
        }
      >
        <p data-part="title">
          {openRelation === 'past'
            ? intl.formatMessage(messages.opened)
            : (openTitle ?? intl.formatMessage(messages.noBonus))}
        </p>
      </DaySheet>
    </>
  );
}
