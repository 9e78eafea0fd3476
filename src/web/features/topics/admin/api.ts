// The organisers' topics on the dashboard: a page of them with their member counts, and the writes
// (add, rename, merge), each of which marks the lists stale.
import { useMutation } from '@tanstack/react-query';
import type { MergeTopicRequest, TopicNameRequest } from '../../../../common/contracts/topics';
import { TOPIC_ROUTES } from '../../../../common/contracts/topics-routes';
import { call } from '../../../lib/call';
import { useEndpointQuery, useInvalidateQueries, usePageQuery } from '../../../lib/endpoint-query';

export const ADMIN_TOPICS_KEY = ['admin', 'topics'] as const;
/** The member's picker reads these too: a change shows there at once. */
const MEMBER_TOPICS_KEY = ['topics'] as const;
export const TOPICS_PAGE_SIZE = 25;

export function useAdminTopics(search: string, page: number) {
  return usePageQuery([...ADMIN_TOPICS_KEY, search, page], TOPIC_ROUTES.adminList, {
    query: { search: search || undefined, page, pageSize: TOPICS_PAGE_SIZE },
  });
}

/** The topics to merge into: the first matches of a search. */
export function useTopicChoices(search: string) {
  return useEndpointQuery([...MEMBER_TOPICS_KEY, 'choices', search], TOPIC_ROUTES.list, {
    query: { search: search || undefined, pageSize: 50 },
  });
}

export function useCreateTopic() {
  const invalidate = useInvalidateQueries(ADMIN_TOPICS_KEY, MEMBER_TOPICS_KEY);
  return useMutation({
    mutationFn: (body: TopicNameRequest) => call(TOPIC_ROUTES.adminCreate, { body }),
    onSuccess: invalidate,
  });
}

export function useRenameTopic() {
  const invalidate = useInvalidateQueries(ADMIN_TOPICS_KEY, MEMBER_TOPICS_KEY);
  return useMutation({
    mutationFn: ({ id, ...body }: TopicNameRequest & { id: string }) => call(TOPIC_ROUTES.adminRename, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useMergeTopic() {
  const invalidate = useInvalidateQueries(ADMIN_TOPICS_KEY, MEMBER_TOPICS_KEY);
  return useMutation({
    mutationFn: ({ id, ...body }: MergeTopicRequest & { id: string }) => call(TOPIC_ROUTES.adminMerge, { params: { id }, body }),
    onSuccess: invalidate,
  });
}
