/** Debounce delays that fit instant search (spec: results while typing); any number works. */
export const DEFAULT_SEARCH_DEBOUNCE_MS = 250;

export type SearchFieldProps = {
  /** The field's label ("Search games"). */
  label: string;
  /** Keeps the label for assistive technology only (the icon and placeholder show the purpose). @default false */
  hideLabel?: boolean;
  /**
   * The committed query (e.g. `?q=` in the URL). The field shows what the player types; when this
   * changes from outside (Back, a link), the field follows it.
   */
  value: string;
  /** The query after the player paused typing for `debounceMs`, at once on Enter and on clear. */
  onChange: (query: string) => void;
  /** 0: every change is sent at once, in the input event. @default DEFAULT_SEARCH_DEBOUNCE_MS (250) */
  debounceMs?: number;
  placeholder?: string;
  /** The number of results for the committed query, shown as a hint under the field. */
  resultCount?: number;
  /** The input's name (form submits and autofill). @default 'q' */
  name?: string;
};
