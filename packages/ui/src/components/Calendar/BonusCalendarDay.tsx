import { useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { type DayKey, type DayRelation, dayToUtcDate } from '../../logic/calendar.ts';
import { truncateTitle } from '../../logic/truncate.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { calendarMessages as messages } from './Calendar.messages.ts';
import type { CalendarLink } from './Calendar.props.ts';
import { dayStyles } from './Calendar.styles.ts';

const Day = styledElement('div', dayStyles);

export type BonusCalendarDayProps = {
  day: DayKey;
  relation: DayRelation;
  /** The promotion offered that day (today and the next days). */
  title?: string;
  /** Where "More" goes (spec 2: the promotions page); without it today shows no More button. */
  moreLink?: CalendarLink;
};

/**
 * Spec 2 bonus calendar day: past days an opened gift with a check; today a closed gift, the
 * title cut at 35 characters plus an ellipsis and a More button; next days gifts with titles.
 */
export function BonusCalendarDay({ day, relation, title, moreLink }: BonusCalendarDayProps) {
  const intl = useIntl();
  const date = new Intl.DateTimeFormat(intl.locale, { day: 'numeric', timeZone: 'UTC' }).format(
    dayToUtcDate(day),
  );
  const shown = title ? truncateTitle(title) : undefined;
  return (
    <Day data-relation={relation} data-part="bonus-day" title={title && shown !== title ? title : undefined}>
      <span data-part="date">{date}</span>
      {relation === 'past' ? (
        <>
          <Icon name="gift-open" label={intl.formatMessage(messages.opened)} />
          <Icon name="check" />
        </>
      ) : (
        <Icon name="gift" />
      )}
      {relation !== 'past' && <span data-part="title">{shown ?? intl.formatMessage(messages.noBonus)}</span>}
      {relation === 'today' && title && moreLink && (
        <Button
          href={moreLink.href}
          onClick={moreLink.onClick}
          kind="accent"
          size="xx-small"
          aria-label={intl.formatMessage(messages.moreAbout, { title })}
        >
          {intl.formatMessage(messages.more)}
        </Button>
      )}
    </Day>
  );
}
