// The Ask feature's endpoints: method, path and who may call each (decision 037). No zod here: the member
// layout's reply poll and the live updates import this for the paths, and the member home must not
// download the schemas (issue 19, its JavaScript budget); the schemas and the answers' types are in ask.ts.
import type { ASK_SCHEMAS } from './ask';
import { routeTable } from './endpoint';

export const ASK_ROUTES = routeTable<typeof ASK_SCHEMAS>()({
  save: { method: 'POST', path: '/api/conversations', access: 'member' },
  list: { method: 'GET', path: '/api/conversations', access: 'member' },
  replies: { method: 'GET', path: '/api/conversations/replies', access: 'member' },
  viewed: { method: 'POST', path: '/api/conversations/:id/viewed', access: 'member' },
});

/** The address parameter that carries a search into a new question ('Ask the team' on Answers from the team). */
export const ASK_ABOUT_PARAM = 'about';
