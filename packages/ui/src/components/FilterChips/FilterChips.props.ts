/** One active filter, e.g. `{ id: 'provider:aurora', label: 'Aurora Gaming' }` or `{ id: 'rtp', label: 'RTP 96–99 %' }`. */
export type FilterChip = { id: string; label: string };

export type FilterChipsProps = {
  chips: readonly FilterChip[];
  /** A chip's remove button was pressed. */
  onRemove: (id: string) => void;
  /** "Clear all" was pressed (shown from two chips on). */
  onClearAll: () => void;
  /** Names the group. @default "Active filters" */
  label?: string;
};
