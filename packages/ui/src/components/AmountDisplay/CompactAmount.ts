// The short figure formatter in a module of its own: only the phone calendars (lazy) use it, so
// formatCompactAmount is not part of the first load that CurrencyList.tsx is in (issue 33).
import { formatCompactAmount } from '@casino/money';
import { type FormatAmount, useFormatAmountWith } from './CurrencyList.tsx';

/** The short figure formatter (`formatCompactAmount`: "€1.2K") for cells too narrow for the amount. */
export function useFormatCompactAmount(): FormatAmount {
  return useFormatAmountWith(formatCompactAmount);
}
