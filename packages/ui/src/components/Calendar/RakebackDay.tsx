import { useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import { type DayKey, dayToUtcDate } from '../../logic/calendar.ts';
import type { RakebackDayState } from '../../logic/rakeback.ts';
import { useFormatAmount } from '../AmountDisplay/CurrencyList.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { calendarMessages as messages } from './Calendar.messages.ts';
import { rakebackDayStyles } from './Calendar.styles.ts';

const Day = styledElement('div', rakebackDayStyles);

export type RakebackDayProps = {
  day: DayKey;
  state: RakebackDayState;
  /** A decimal string from the server (exact) or a number for demo data. */
  amount: number | string;
  currency: string;
  /** Today is outlined. */
  isToday?: boolean;
  onClaim?: () => void;
  /** The claim request is in flight. */
  claiming?: boolean;
};

/** One rakeback day in any of its states (spec 4): claimed, not claimed, claimable, locked, Play to Earn. */
export function RakebackDay({
  day,
  state,
  amount,
  currency,
  isToday = false,
  onClaim,
  claiming,
}: RakebackDayProps) {
  const intl = useIntl();
  const date = new Intl.DateTimeFormat(intl.locale, {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(dayToUtcDate(day));
  const formatMoney = useFormatAmount();
  const money = formatMoney(amount, currency);
  return (
    <Day data-state={state} data-relation={isToday ? 'today' : undefined} data-part="rakeback-day">
      <span data-part="date">{date}</span>
      {state === 'claimed' && (
        <>
          <span data-part="amount">{money}</span>
          <span data-part="status">
            <Icon name="check" /> {intl.formatMessage(messages.claimed)}
          </span>
        </>
      )}
      {state === 'not-claimed' && (
        <>
          <span data-part="amount">{money}</span>
          <span data-part="status">{intl.formatMessage(messages.notClaimed)}</span>
        </>
      )}
      {state === 'claimable' && (
        <>
          <span data-part="amount">{money}</span>
          <Button
            kind="accent"
            size="xs-small"
            fullWidth
            loading={claiming}
            onClick={onClaim}
            aria-label={intl.formatMessage(messages.claimAmount, { amount: money })}
          >
            {intl.formatMessage(messages.claim)}
          </Button>
        </>
      )}
      {state === 'locked' && (
        <>
          <span data-part="amount">{money}</span>
          <Icon name="lock" label={intl.formatMessage(messages.locked)} />
        </>
      )}
      {state === 'play-to-earn' && <span data-part="status">{intl.formatMessage(messages.playToEarn)}</span>}
    </Day>
  );
}
