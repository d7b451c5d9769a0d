// The search box's text and the address's search, kept in step (issue 13): the results follow
// every key at once, the address follows after a pause (one history entry per search, not per
// key), and a change of the address by itself (Back, a link) shows in the box.
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';

/**
 * The address follows the typing after this pause; the search field hands over each key without
 * a pause of its own.
 */
export const searchDebounceMs = 300;

/**
 * `commit(search, replace)` puts a search in the address: `replace` when the player is refining a
 * search this box already put there (the first letters are one history entry; refining replaces it).
 */
export function useAddressSearch(
  addressSearch: string,
  commit: (search: string, replace: boolean) => void,
): [string, Dispatch<SetStateAction<string>>] {
  const [text, setText] = useState(addressSearch);
  // The search this box last put in the address. The address coming back with it is the box's own
  // change arriving, not one to show: the player may have typed on meanwhile, and showing it would
  // take back the keys typed since (a key landing with the address's update lost its letter).
  const committed = useRef(addressSearch);

  useEffect(() => {
    if (addressSearch === committed.current) return;
    committed.current = addressSearch;
    setText(addressSearch);
  }, [addressSearch]);

  useEffect(() => {
    const search = text.trim();
    if (search === committed.current) return;
    const timer = setTimeout(() => {
      const refining = committed.current !== '';
      committed.current = search;
      commit(search, refining);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, commit]);

  return [text, setText];
}
