// The state of a server-searched, paged list: the text in its search box, the search it settles to once
// typing pauses (one request per pause, not per key), and the page, which starts again at the first for
// every new search and for any change of the list's other filters.
import { useCallback, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../lib/use-debounced';

/** `filters`: the list's other filters ('Show Archived', a status), by value. */
export function useListSearch(...filters: readonly unknown[]) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const key = JSON.stringify([search, ...filters]);
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key, page: next }), [key]);
  return { text, setText, search, page, setPage };
}

export type ListSearch = ReturnType<typeof useListSearch>;
