import type { DecimalRange } from '../../logic/decimalRange.ts';

export type RangeFilterProps = {
  /** Names the pair ("RTP", "Max multiplier", "Min bet"). */
  label: string;
  /** The range in force, as canonical decimal strings (the URL's); a missing end is open. */
  value: DecimalRange;
  /** A valid new range, sent when a field loses focus or on Enter. */
  onChange: (value: DecimalRange) => void;
  /** The lowest and highest values that make sense (RTP 0–100); shown as placeholders. */
  bounds?: DecimalRange;
  /** A unit after each field ("%", "×", "EUR"). */
  unit?: string;
};
