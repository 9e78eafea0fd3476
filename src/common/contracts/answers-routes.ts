// Answers from the team (the FAQ)'s endpoints: method, path and who may call each (decision 037). No zod
// here; the schemas and the answers' types are in answers.ts.
import type { ANSWERS_SCHEMAS } from './answers';
import { routeTable } from './endpoint';

export const ANSWERS_ROUTES = routeTable<typeof ANSWERS_SCHEMAS>()({
  list: { method: 'GET', path: '/api/faq', access: 'member' },
  suggestions: { method: 'GET', path: '/api/faq/suggestions', access: 'member' },
  draft: { method: 'GET', path: '/api/admin/conversations/:id/faq-draft', access: 'admin' },
  adminList: { method: 'GET', path: '/api/admin/faq', access: 'admin' },
  publish: { method: 'POST', path: '/api/admin/faq', access: 'admin' },
  update: { method: 'PUT', path: '/api/admin/faq/:id', access: 'admin' },
  unpublish: { method: 'DELETE', path: '/api/admin/faq/:id', access: 'admin' },
  // Open questions into the FAQ (issue 36 item 5, decision 058).
  openQuestions: { method: 'GET', path: '/api/admin/faq/open-questions', access: 'admin' },
  questionDraft: { method: 'GET', path: '/api/admin/questions/:id/faq-draft', access: 'admin' },
  publishQuestion: { method: 'POST', path: '/api/admin/faq/open-questions', access: 'admin' },
});
