// /questions (issue 36, item 3): the open questions members may answer, newest first, a page at a time;
// all of them or those asked of the member, and one topic of the directory's list (both in the address,
// so a link or Back keeps them). Each card opens the question's page. The list follows the live stream
// (the member layout refreshes it on news).
import { CircleHelp, MessageSquareText, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import type { QuestionSummary } from '../../../common/contracts/open-questions';
import { paths, ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CardLink } from '../../components/ui/CardLink';
import { cn } from '../../components/ui/cn';
import { EmptyState, LoadFailed } from '../../components/ui/ListStates';
import { LoadMore } from '../../components/ui/LoadMore';
import { SelectField } from '../../components/ui/SelectField';
import { LoadingState } from '../../components/ui/Spinner';
import { useTopicNames } from '../../lib/topic-names';
import { useAddressFilters } from '../../lib/use-address-filters';
import { usePageTitle } from '../../lib/use-page-title';
import { useQuestionList, type QuestionFilters } from './api';
import { AskedBy, HiddenNote, QuestionMarks } from './QuestionParts';

export const QUESTIONS_TEXTS = {
  loading: 'Loading the questions...',
  loadFailed: 'The questions could not be loaded.',
  moreFailed: 'More questions could not be loaded.',
};

const FILTERS = [
  { value: 'all', label: 'All questions' },
  { value: 'asked-of-me', label: 'Asked of you' },
] as const;

export function QuestionsPage() {
  usePageTitle('Questions');
  const { params, setFilter } = useAddressFilters();
  const filters: QuestionFilters = {
    topic: params.get('topic') || undefined,
    filter: params.get('filter') === 'asked-of-me' ? 'asked-of-me' : 'all',
  };
  // 'All questions' is the bare address.
  const choose = (key: 'topic' | 'filter', value: string) => setFilter(key, value === 'all' ? '' : value);
  const list = useQuestionList(filters);
  const topics = useTopicNames();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.filter === 'asked-of-me' || filters.topic;

  return (
    <div className="animate-rise">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow text-brand-deep">Questions</p>
          <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">Members helping members</h1>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
            Questions members asked the team and the members who can help. Share what you know: the asker marks the answers that
            helped.
          </p>
        </div>
        <Link to={ROUTES.chat} className={buttonClasses('dark', 'md', 'shrink-0 self-start sm:self-auto')}>
          Ask a question
        </Link>
      </header>

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label="Which questions" className="inline-flex self-start rounded-xl bg-cream-2 p-1">
          {FILTERS.map((option) => {
            const pressed = filters.filter === option.value;
            return (
              <button
                key={option.value}
                type="button"
                aria-pressed={pressed}
                onClick={() => choose('filter', option.value)}
                className={cn(
                  'h-10 rounded-lg px-4 text-sm font-semibold transition-colors',
                  pressed ? 'bg-paper text-ink shadow-sm' : 'text-stone hover:text-ink',
                )}
              >
                {option.label}
              </button>
            );
          })}
        </div>
        {topics.names.length ? (
          <SelectField
            label="Topic"
            labelClassName="mb-1.5 block text-[0.8rem] font-semibold tracking-wide text-ink"
            value={filters.topic ?? ''}
            onChange={(value) => choose('topic', value)}
            anyLabel="All topics"
            options={topics.names.map((name) => ({ value: name, label: name }))}
            className="sm:w-64"
          />
        ) : null}
      </div>

      <section aria-labelledby="questions-heading" aria-busy={list.isFetching || undefined} className="mt-6">
        <h2 id="questions-heading" className="sr-only">
          Questions
        </h2>
        {list.isPending ? (
          <LoadingState label={QUESTIONS_TEXTS.loading} />
        ) : list.isError && !list.data ? (
          <LoadFailed message={QUESTIONS_TEXTS.loadFailed} read={list} />
        ) : items.length === 0 ? (
          <EmptyState icon={CircleHelp} title={filtered ? 'No questions here' : 'No open questions yet'} boxed>
            {filters.filter === 'asked-of-me'
              ? 'When a member’s question matches your profile, we ask you here and tell you.'
              : filters.topic
                ? 'No open question carries this topic. Choose another, or all topics.'
                : 'When a member asks the team and the members who can help, their question appears here.'}
          </EmptyState>
        ) : (
          <div className="space-y-4">
            <ul className="space-y-4">
              {items.map((question) => (
                <li key={question.id}>
                  <QuestionCard question={question} />
                </li>
              ))}
            </ul>
            <LoadMore list={list} label="Load more questions" failedMessage={QUESTIONS_TEXTS.moreFailed} className="pt-2" />
          </div>
        )}
      </section>
    </div>
  );
}

function QuestionCard({ question }: { question: QuestionSummary }) {
  return (
    <Card className="relative p-5 transition-[border-color,box-shadow] focus-within:border-ink/30 hover:border-ink/30 hover:shadow-md sm:p-6">
      <AskedBy question={question} />
      <h3 className="mt-4 line-clamp-3 text-lg leading-7 font-medium [overflow-wrap:anywhere] whitespace-pre-line text-ink">
        {/* The whole card opens the question; the link itself is its text, read once. */}
        <CardLink to={paths.question(question.id)}>{question.body}</CardLink>
      </h3>
      {question.hidden ? (
        <div className="mt-3">
          <HiddenNote reason={question.hidden.reason} what="question" />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <QuestionMarks question={question} />
        <p className="ml-auto flex items-center gap-4 text-sm text-stone">
          <span className="inline-flex items-center gap-1.5">
            <MessageSquareText className="size-4" aria-hidden="true" />
            {question.answerCount} {question.answerCount === 1 ? 'answer' : 'answers'}
          </span>
          {question.helpfulCount > 0 ? (
            <span className="inline-flex items-center gap-1.5 text-brand-deep">
              <ThumbsUp className="size-4" aria-hidden="true" />
              {question.helpfulCount} helped
            </span>
          ) : null}
        </p>
      </div>
    </Card>
  );
}
