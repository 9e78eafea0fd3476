// Open questions (issue 36), as defined in common/contracts/open-questions.ts: the adapter checks who may
// call and parses the input; each handler calls one operation. Every answer depends on the caller: no-store.
import { OPEN_QUESTION_ENDPOINTS } from '../../../common/contracts/open-questions';
import { endpointRoutes, reply } from '../../http/endpoints';
import { answerQuestion, followQuestion, markHelpful, thankAnswer } from './answers';
import type { OpenQuestionDeps } from './deps';
import { setFaqConsent } from './faq-consent';
import { closeQuestion, hideAnswer, hideQuestion, readQuestionSettings, saveQuestionSettings } from './moderation';
import { askQuestion, listQuestions, readQuestion } from './questions';

export function openQuestionRoutes(deps: OpenQuestionDeps) {
  return endpointRoutes(OPEN_QUESTION_ENDPOINTS, {
    list: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listQuestions(deps, caller, query);
    },
    ask: async ({ caller, body }) => reply(201, await askQuestion(deps, caller, body)),
    question: async ({ c, caller, params, query }) => {
      c.header('Cache-Control', 'no-store');
      return readQuestion(deps, caller, params.id, query);
    },
    answer: async ({ caller, params, body }) => reply(201, await answerQuestion(deps, caller, params.id, body)),
    markHelpful: ({ caller, params, body }) => markHelpful(deps, caller, params.id, params.answerId, body.helpful),
    thank: ({ caller, params }) => thankAnswer(deps, caller, params.id, params.answerId),
    follow: ({ caller, params, body }) => followQuestion(deps, caller, params.id, body.following),
    faqConsent: ({ caller, params, body }) => setFaqConsent(deps, caller, params.id, body.consent),
    adminSettings: async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return readQuestionSettings(deps);
    },
    adminSaveSettings: ({ caller, body }) => saveQuestionSettings(deps, caller, body),
    adminHideQuestion: ({ caller, params, body }) => hideQuestion(deps, caller, params.id, body.reason),
    adminCloseQuestion: ({ caller, params }) => closeQuestion(deps, caller, params.id),
    adminHideAnswer: ({ caller, params, body }) => hideAnswer(deps, caller, params.id, params.answerId, body.reason),
  });
}
