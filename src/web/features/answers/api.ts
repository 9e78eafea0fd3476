// Answers from the team (issue 20): the member's two reads of the FAQ. The page searches and pages the
// entries (the search kept in the address); the chat asks for the few entries closest to the question
// being written, once it is long enough, and keeps the last ones on screen while the member types on.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FAQ_SUGGEST_MIN_LENGTH } from '../../../common/contracts/answers';
import { ANSWERS_ROUTES } from '../../../common/contracts/answers-routes';
import { call } from '../../lib/call';

export const FAQ_PAGE_SIZE = 10;
/** How long the chat waits after the last keystroke before it looks for answers that may help. */
export const FAQ_SUGGEST_DEBOUNCE_MS = 400;

const FAQ_KEY = ['faq'] as const;
const SUGGEST_TEXT_LENGTH = 2000;

/** The entries matching `q` (best first), or all of them newest first; 'Show more' loads the next page. */
export function useFaqEntries(q: string) {
  return useInfiniteQuery({
    queryKey: [...FAQ_KEY, 'list', q],
    queryFn: ({ pageParam, signal }) =>
      call(ANSWERS_ROUTES.list, { query: { q, page: pageParam, pageSize: FAQ_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // The results of the last search stay while the next one loads, so the list does not flash empty.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Whether a draft is long enough to be matched against the FAQ. */
export const canSuggestFaq = (text: string) => text.trim().length >= FAQ_SUGGEST_MIN_LENGTH;

/** The entries closest to `text` (already debounced); none for a text too short to match. */
export function useFaqSuggestions(text: string) {
  const enabled = canSuggestFaq(text);
  // The server matches a text's first words only (and refuses a very long one): the start is enough.
  const matched = text.trim().slice(0, SUGGEST_TEXT_LENGTH);
  const query = useQuery({
    queryKey: [...FAQ_KEY, 'suggestions', matched],
    queryFn: ({ signal }) => call(ANSWERS_ROUTES.suggestions, { query: { text: matched }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // A suggestion that could not be fetched is simply not shown: it must never get in the way of asking.
    retry: false,
  });
  return { items: enabled ? (query.data?.items ?? []) : [], isFetching: enabled && query.isFetching };
}
