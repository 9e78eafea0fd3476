// Open questions (issue 36, decision 057): the endpoints' method, path and who may call each (decision
// 037), and the numbers the browser needs. No zod here; the schemas are in open-questions.ts. The feature
// is `open-questions` (page /questions): `ask` is a member's private chat with the team, `answers` the FAQ.
import type { OPEN_QUESTION_SCHEMAS } from './open-questions';
import { routeTable } from './endpoint';

/** The longest question and answer, in characters (after trimming). */
export const QUESTION_MAX_LENGTH = 2000;
export const ANSWER_MAX_LENGTH = 4000;
/** The longest reason an organiser gives for hiding a question or an answer. */
export const HIDE_REASON_MAX_LENGTH = 500;
/** Topics one question may carry. */
export const QUESTION_TOPICS_MAX = 5;
/** Members a question is offered to in each round; a second round once when nobody answered in 48 hours. */
export const ROUTED_PER_ROUND = 5;
export const SECOND_ROUND_AFTER_MS = 48 * 3_600_000;
/** How many open questions one member may be asked in a week, until the organisers change it. */
export const DEFAULT_REQUESTS_PER_WEEK = 3;
export const MAX_REQUESTS_PER_WEEK = 50;
/** Questions in a page of the list; answers shown with a question (the newest or most helpful). */
export const QUESTIONS_PAGE = 20;
export const ANSWERS_SHOWN = 100;
/** Rate limits: questions a member may ask in a day, answers they may write in an hour. */
export const QUESTIONS_PER_DAY = 5;
export const ANSWERS_PER_HOUR = 20;

export const OPEN_QUESTION_ROUTES = routeTable<typeof OPEN_QUESTION_SCHEMAS>()({
  list: { method: 'GET', path: '/api/questions', access: 'member' },
  ask: { method: 'POST', path: '/api/questions', access: 'shown-member' },
  question: { method: 'GET', path: '/api/questions/:id', access: 'member' },
  answer: { method: 'POST', path: '/api/questions/:id/answers', access: 'shown-member' },
  markHelpful: { method: 'PUT', path: '/api/questions/:id/answers/:answerId/helpful', access: 'member' },
  thank: { method: 'POST', path: '/api/questions/:id/answers/:answerId/thanks', access: 'shown-member' },
  follow: { method: 'PUT', path: '/api/questions/:id/follow', access: 'member' },
  faqConsent: { method: 'PUT', path: '/api/questions/:id/faq-consent', access: 'member' },
  adminSettings: { method: 'GET', path: '/api/admin/questions/settings', access: 'admin' },
  adminSaveSettings: { method: 'PUT', path: '/api/admin/questions/settings', access: 'admin' },
  adminHideQuestion: { method: 'POST', path: '/api/admin/questions/:id/hide', access: 'admin' },
  adminCloseQuestion: { method: 'POST', path: '/api/admin/questions/:id/close', access: 'admin' },
  adminHideAnswer: { method: 'POST', path: '/api/admin/questions/:id/answers/:answerId/hide', access: 'admin' },
});
