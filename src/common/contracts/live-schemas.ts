// The definition of GET /api/live (decision 037). Its route line is live-routes.ts; what the stream carries
// (event names and shapes) is live.ts, which the member home downloads: the definition stays out of it.
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { LIVE_ROUTES } from './live-routes';

export const LIVE_SCHEMAS = {
  stream: {
    summary: "The caller's stream of server-sent events: ids and counts of what changed for them",
    description:
      'Opens with a `ready` event (`{ resync }`: whether to refetch counts); ends with `ended` when the session does. ' +
      'A reconnect names the last event it saw (Last-Event-ID, or ?lastEventId= from our client, which makes a new EventSource ' +
      'each time) and is sent what it missed, up to ten minutes back. The route reads that id itself, with no schema: ' +
      'anything that is not an event id counts as none, and is never refused.',
    responses: {
      200: { description: 'The stream, until the page closes it or the session ends.', contentType: 'text/event-stream' },
      429: { description: 'TOO_MANY_STREAMS: five streams are open for this member on this server already.' },
      503: { description: 'LIVE_OFF: live delivery is off on this server; the page polls instead.' },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const LIVE_ENDPOINTS = defineEndpoints('live', LIVE_ROUTES, LIVE_SCHEMAS);
