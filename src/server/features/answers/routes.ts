// Answers from the team (the FAQ), as defined in common/contracts/answers.ts: members search it and see
// entries close to what they are asking; administrators publish answered questions to it, edit and take
// down its entries. The adapter checks the caller and parses the input; each handler calls one operation.
import { ANSWERS_ENDPOINTS } from '../../../common/contracts/answers';
import { endpointRoutes, reply } from '../../http/endpoints';
import {
  draftFaqEntry,
  listFaqEntries,
  listMemberFaqEntries,
  publishFaqEntry,
  suggestFaqEntries,
  unpublishFaqEntry,
  updateFaqEntry,
  type AnswersDeps,
} from './faq';
import { draftOpenQuestionEntry, listFaqOpenQuestions, publishOpenQuestion } from './from-open-questions';

export function answersRoutes(service: AnswersDeps) {
  const { db } = service;

  return endpointRoutes(ANSWERS_ENDPOINTS, {
    list: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listMemberFaqEntries(db, query);
    },
    suggestions: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return suggestFaqEntries(db, query.text);
    },

    // Administrators.
    draft: async ({ c, params }) => {
      c.header('Cache-Control', 'no-store');
      return draftFaqEntry(db, params.id);
    },
    adminList: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listFaqEntries(db, query);
    },
    publish: ({ caller, body }) => publishFaqEntry(service, caller, body),
    update: ({ caller, params, body }) => updateFaqEntry(service, caller, params.id, body),
    unpublish: ({ caller, params }) => unpublishFaqEntry(service, caller, params.id),

    // Open questions into the FAQ (decision 058).
    openQuestions: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listFaqOpenQuestions(db, query.page, query.pageSize);
    },
    questionDraft: async ({ c, params }) => {
      c.header('Cache-Control', 'no-store');
      return draftOpenQuestionEntry(db, params.id);
    },
    publishQuestion: async ({ caller, body }) => reply(201, await publishOpenQuestion(service, caller, body)),
  });
}
