// The open questions' calls (issue 36, decision 057), all through the contract's route table (decision 037):
// the list a page at a time (a topic, 'asked of me'), one question with its answers, asking, answering,
// marking helpful, thanking, following, the asker's consent to the FAQ, and the organisers' hide and close. Every write reads again the
// ['open-questions', …] family it changed; the live stream's 'question-answered' does the same
// (refreshOpenQuestions, called by the member layout's live news).
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AskQuestion, HideReason, QuestionListQuery, QuestionQuery } from '../../../common/contracts/open-questions';
import { OPEN_QUESTION_ROUTES } from '../../../common/contracts/open-questions-routes';
import { call } from '../../lib/call';
import { useEndpointQuery } from '../../lib/endpoint-query';
import { refreshQueries } from '../../lib/refresh';

export const OPEN_QUESTIONS_KEY = ['open-questions'] as const;
const LIST_KEY = [...OPEN_QUESTIONS_KEY, 'list'] as const;
export const questionKey = (id: string) => [...OPEN_QUESTIONS_KEY, 'question', id] as const;

/** While the live stream is not open, an open question is read this often: its asker is waiting for answers. */
export const QUESTION_POLL_MS = 30_000;

/** Reads again whatever the open questions' pages show (a new answer, a mark, a hide or a close). */
export function refreshOpenQuestions(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, OPEN_QUESTIONS_KEY);
}

/** Reads the list again (its counts); an open question's page reads itself on the news (QuestionPage). */
export function refreshQuestionList(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, LIST_KEY);
}

export type QuestionFilters = Pick<QuestionListQuery, 'topic' | 'filter'>;

/** The open questions, newest first, a page at a time ('Load more' asks for the next). */
export function useQuestionList(filters: QuestionFilters) {
  return useInfiniteQuery({
    queryKey: [...LIST_KEY, filters.topic ?? '', filters.filter ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      call(OPEN_QUESTION_ROUTES.list, {
        query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

/** One question with its answers in `order`. */
export function useQuestion(id: string, order: NonNullable<QuestionQuery['order']>, { live }: { live: boolean }) {
  return useEndpointQuery(
    [...questionKey(id), order],
    OPEN_QUESTION_ROUTES.question,
    { params: { id }, query: { order } },
    { refetchInterval: live ? false : QUESTION_POLL_MS },
  );
}

/** A write on the question `id` whose answer changes what its page and the list show. */
function useQuestionWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => void refreshOpenQuestions(queryClient) });
}

/** The chat's last step, 'The team and members who can help'. */
export function useAskOpenQuestion() {
  return useQuestionWrite((body: AskQuestion) => call(OPEN_QUESTION_ROUTES.ask, { body }));
}

export function useAnswerQuestion(id: string) {
  return useQuestionWrite((body: string) => call(OPEN_QUESTION_ROUTES.answer, { params: { id }, body: { body } }));
}

export function useMarkHelpful(id: string) {
  return useQuestionWrite(({ answerId, helpful }: { answerId: string; helpful: boolean }) =>
    call(OPEN_QUESTION_ROUTES.markHelpful, { params: { id, answerId }, body: { helpful } }),
  );
}

export function useThankAnswer(id: string) {
  return useQuestionWrite((answerId: string) => call(OPEN_QUESTION_ROUTES.thank, { params: { id, answerId } }));
}

export function useFollowQuestion(id: string) {
  return useQuestionWrite((following: boolean) => call(OPEN_QUESTION_ROUTES.follow, { params: { id }, body: { following } }));
}

/** The asker's 'The team may publish this in Answers from the team' (decision 058). */
export function useFaqConsent(id: string) {
  return useQuestionWrite((consent: boolean) => call(OPEN_QUESTION_ROUTES.faqConsent, { params: { id }, body: { consent } }));
}

export function useCloseQuestion(id: string) {
  return useQuestionWrite(() => call(OPEN_QUESTION_ROUTES.adminCloseQuestion, { params: { id } }));
}

/** Hides the question (no answer id) or one of its answers, with the reason its author sees. */
export function useHideFromMembers(id: string) {
  return useQuestionWrite(({ answerId, body }: { answerId: string | null; body: HideReason }) =>
    answerId
      ? call(OPEN_QUESTION_ROUTES.adminHideAnswer, { params: { id, answerId }, body })
      : call(OPEN_QUESTION_ROUTES.adminHideQuestion, { params: { id }, body }),
  );
}
