// The directory's topics by name (the organisers' list, issue 33): what an open question, an open role and an
// AI tool may carry, and what their lists filter by. One read, shared by those forms and filters.
import { TOPIC_ROUTES } from '../../common/contracts/topics-routes';
import { useEndpointQuery } from './endpoint-query';

/** As many as the list route gives at once: the organisers keep the list short. */
const TOPICS_SHOWN = 50;

export function useTopicNames() {
  const read = useEndpointQuery(['topics', 'names'], TOPIC_ROUTES.list, { query: { pageSize: TOPICS_SHOWN } });
  return { ...read, names: read.data?.items.map((topic) => topic.name) ?? [] };
}
