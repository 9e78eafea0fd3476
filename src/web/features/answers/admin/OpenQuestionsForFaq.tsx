// The FAQ view's open questions ready to publish (issue 36 item 5, decision 058): each one whose asker
// agreed that the team may publish it and that has an answer the asker marked helpful, with Publish to FAQ
// (the same editor and flags as an Ask question) or, once published, Edit FAQ entry. A question whose
// asker did not agree never appears here: the server refuses it too.
import { BookOpenCheck, CheckCircle2, PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { FAQ_MESSAGES, type FaqOpenQuestion } from '../../../../common/contracts/answers';
import { EmptyState, LoadFailed } from '../../../components/ui/ListStates';
import { PagedCardList } from '../../../components/ui/PagedCardList';
import { RowAction } from '../../../components/ui/RowAction';
import { LoadingState } from '../../../components/ui/Spinner';
import { formatDateTime } from '../../../lib/format-date';
import { FaqEditor } from './FaqEditor';
import { useFaqOpenQuestions } from './api';

const helpful = (n: number) => `${n} helpful ${n === 1 ? 'answer' : 'answers'}`;

function OpenQuestionCard({ question }: { question: FaqOpenQuestion }) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-2xl border border-line/90 bg-paper shadow-card">
      <div className="p-5 sm:p-6">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone">
          {question.topics.length > 0 ? <span className="eyebrow text-brand-deep">{question.topics.join(' · ')}</span> : null}
          <span>
            Asked <time dateTime={question.askedAt}>{formatDateTime(question.askedAt)}</time> · {helpful(question.helpfulAnswers)}
          </span>
        </p>
        <h4 id={titleId} className="mt-3 line-clamp-3 font-display text-lg leading-snug whitespace-pre-line text-ink">
          {question.body}
        </h4>
        <p className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-success">
          <CheckCircle2 className="size-3.5" aria-hidden="true" />
          {question.entryId ? 'In Answers from the team' : 'The member agreed to publish it'}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-line bg-cream/40 px-5 py-3 sm:px-6">
        <RowAction
          icon={question.entryId ? PenLine : BookOpenCheck}
          label={question.entryId ? 'Edit FAQ entry' : 'Publish to FAQ'}
          subject="from this open question"
          onClick={() => setEditing(true)}
        />
      </div>
      <FaqEditor open={editing} onOpenChange={setEditing} conversationId={null} questionId={question.id} />
    </article>
  );
}

export function OpenQuestionsForFaq() {
  const [page, setPage] = useState(1);
  const query = useFaqOpenQuestions(page);
  const headingId = useId();

  let body;
  if (query.isPending) body = <LoadingState label="Loading open questions..." />;
  else if (query.isError && !query.data) body = <LoadFailed message={FAQ_MESSAGES.openQuestionsFailed} read={query} />;
  else if (!query.data || query.data.items.length === 0)
    body = (
      <EmptyState icon={BookOpenCheck} title="No open question to publish" boxed>
        {FAQ_MESSAGES.noOpenQuestions}
      </EmptyState>
    );
  else
    body = (
      <PagedCardList
        list={query}
        label="Open question pages"
        onPage={setPage}
        renderItem={(question) => <OpenQuestionCard question={question} />}
      />
    );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="font-display text-xl text-ink">
          From open questions
        </h3>
        <p className="mt-1 text-sm text-stone">Questions members answered for each other, whose askers agreed to share them.</p>
      </div>
      {body}
    </section>
  );
}
