// The administrators' side of Answers from the team (issue 20): the editor's draft for a question, the
// published entries (searched like the members' page), and publishing, editing and taking an entry down.
// Every change refreshes the inbox too (its 'In the FAQ' badges) and the members' FAQ queries.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FaqActionResult,
  PublishFaqRequest,
  PublishOpenQuestionRequest,
  UpdateFaqRequest,
} from '../../../../common/contracts/answers';
import { ANSWERS_ROUTES } from '../../../../common/contracts/answers-routes';
import { call } from '../../../lib/call';
import { notify } from '../../../lib/notify';
import { useRefreshInbox } from '../../../lib/inbox-refresh';
import { refreshQueries } from '../../../lib/refresh';

export const ADMIN_FAQ_PAGE_SIZE = 10;
const ADMIN_FAQ_KEY = ['admin', 'faq'] as const;
/** The members' FAQ queries (features/answers/api.ts) start with this key too. */
const MEMBER_FAQ_KEY = ['faq'] as const;

export function useFaqDraft(conversationId: string | null) {
  return useQuery({
    queryKey: [...ADMIN_FAQ_KEY, 'draft', conversationId],
    queryFn: ({ signal }) => call(ANSWERS_ROUTES.draft, { params: { id: conversationId! }, signal }),
    enabled: conversationId !== null,
    // The editor starts from what is true now, not from a draft read minutes ago.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The editor's starting point for an open question (decision 058). */
export function useQuestionFaqDraft(questionId: string | null) {
  return useQuery({
    queryKey: [...ADMIN_FAQ_KEY, 'question-draft', questionId],
    queryFn: ({ signal }) => call(ANSWERS_ROUTES.questionDraft, { params: { id: questionId! }, signal }),
    enabled: questionId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export const FAQ_OPEN_QUESTIONS_PAGE_SIZE = 5;

/** Open questions ready for the FAQ: the asker agreed and an answer was marked helpful. */
export function useFaqOpenQuestions(page: number) {
  return useQuery({
    queryKey: [...ADMIN_FAQ_KEY, 'open-questions', page],
    queryFn: ({ signal }) =>
      call(ANSWERS_ROUTES.openQuestions, { query: { page, pageSize: FAQ_OPEN_QUESTIONS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminFaqEntries(q: string, page: number) {
  return useQuery({
    queryKey: [...ADMIN_FAQ_KEY, 'list', q, page],
    queryFn: ({ signal }) => call(ANSWERS_ROUTES.adminList, { query: { q, page, pageSize: ADMIN_FAQ_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useFaqMutation<TVariables>(call: (variables: TVariables) => Promise<FaqActionResult>) {
  const queryClient = useQueryClient();
  const refreshInbox = useRefreshInbox();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) =>
      notify.success(
        result.memberTold ? `${result.message}. The member was emailed that their question helped others.` : result.message,
      ),
    onSettled: () =>
      Promise.all([refreshQueries(queryClient, ADMIN_FAQ_KEY), refreshQueries(queryClient, MEMBER_FAQ_KEY), refreshInbox()]),
  });
}

export const usePublishFaq = () => useFaqMutation((input: PublishFaqRequest) => call(ANSWERS_ROUTES.publish, { body: input }));

export const usePublishOpenQuestion = () =>
  useFaqMutation((input: PublishOpenQuestionRequest) => call(ANSWERS_ROUTES.publishQuestion, { body: input }));

export const useUpdateFaq = () =>
  useFaqMutation(({ id, ...input }: UpdateFaqRequest & { id: string }) =>
    call(ANSWERS_ROUTES.update, { params: { id }, body: input }),
  );

export const useUnpublishFaq = () => useFaqMutation((id: string) => call(ANSWERS_ROUTES.unpublish, { params: { id } }));
