// AI Tools' calls (issue 39 item 2, decision 071), all through the contract's route table (decision 037): the
// library a page at a time (search, topic, category), the categories, suggesting and 'I use it'. Every write
// reads again the ['ai-tools', …] family it changed.
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AiToolInput, AiToolList, AiToolListQueryInput } from '../../../common/contracts/ai-tools';
import { AI_TOOL_ROUTES } from '../../../common/contracts/ai-tools-routes';
import { call } from '../../lib/call';
import { useEndpointQuery } from '../../lib/endpoint-query';
import { refreshQueries } from '../../lib/refresh';

export const AI_TOOLS_KEY = ['ai-tools'] as const;
const LIST_KEY = [...AI_TOOLS_KEY, 'list'] as const;

export type AiToolFilters = Pick<AiToolListQueryInput, 'search' | 'topic' | 'category'>;

/** The library, most used first, a page at a time ('Load more' asks for the next). */
export function useAiToolList(filters: AiToolFilters) {
  return useInfiniteQuery({
    queryKey: [...LIST_KEY, filters.search ?? '', filters.topic ?? '', filters.category ?? ''],
    queryFn: ({ pageParam, signal }) => call(AI_TOOL_ROUTES.list, { query: { ...filters, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    retry: false,
  });
}

export function useAiToolCategories() {
  return useEndpointQuery([...AI_TOOLS_KEY, 'categories'], AI_TOOL_ROUTES.categories, {});
}

function useToolWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => void refreshQueries(queryClient, AI_TOOLS_KEY) });
}

export function useSuggestAiTool() {
  return useToolWrite((body: AiToolInput) => call(AI_TOOL_ROUTES.suggest, { body }));
}

/** 'I use it' / 'I no longer use it'. The card changes where it is (its count and mark from the server's
 * answer); the list is not read again, so the tool does not jump away from under the member's pointer. */
export function useMarkToolUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, using }: { id: string; using: boolean }) => call(AI_TOOL_ROUTES.use, { params: { id }, body: { using } }),
    onSuccess: (answer, { id }) =>
      queryClient.setQueriesData<InfiniteData<AiToolList>>({ queryKey: LIST_KEY }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === id ? { ...item, ...answer } : item)),
              })),
            }
          : data,
      ),
  });
}
