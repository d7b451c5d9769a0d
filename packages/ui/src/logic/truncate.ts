/** Spec 2/9: bonus calendar titles are cut at 35 characters plus an ellipsis. */
export const TITLE_MAX_CHARACTERS = 35;
export const ELLIPSIS = '…';

/** Cuts a title to `max` characters (by code point, so emoji are not split) and adds an ellipsis. */
export function truncateTitle(title: string, max = TITLE_MAX_CHARACTERS): string {
  const characters = Array.from(title);
  if (characters.length <= max) return title;
  return `${characters.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}
