// The directory's topics (the organisers' list, issue 33): what an open question may carry and what the
// questions page filters by. One read, shared by the chat's form and the page's filter.
import { TOPIC_ROUTES } from '../../../common/contracts/topics-routes';
import { useEndpointQuery } from '../../lib/endpoint-query';

/** As many as the list route gives at once: the organisers keep the list short. */
const TOPICS_SHOWN = 50;

export function useTopicNames() {
  const read = useEndpointQuery(['topics', 'open-questions'], TOPIC_ROUTES.list, { query: { pageSize: TOPICS_SHOWN } });
  return { ...read, names: read.data?.items.map((topic) => topic.name) ?? [] };
}
