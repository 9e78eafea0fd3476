// What the list and a question's page both draw: who asked (their name, or 'A member' for an anonymous
// question), the question's topics, and its marks (asked of you, closed, hidden with the reason).
import { EyeOff, Lock, Sparkles } from 'lucide-react';
import { OPEN_QUESTIONS_TEXTS as T, type QuestionSummary } from '../../../common/contracts/open-questions';
import { Badge } from '../../components/ui/Badge';
import { PersonAvatar } from '../../components/ui/PersonAvatar';
import { formatDateTime, formatTimeAgo } from '../../lib/format-date';

/** Who asked, as the caller may see it. */
export function askerName(question: Pick<QuestionSummary, 'asker' | 'askedByMe'>): string {
  if (question.askedByMe) return 'You';
  return question.asker?.name ?? T.anonymousAsker;
}

export function AskedBy({ question }: { question: QuestionSummary }) {
  const name = askerName(question);
  return (
    <div className="flex min-w-0 items-center gap-3">
      {question.asker || question.askedByMe ? (
        <PersonAvatar name={question.asker?.name ?? name} size="sm" />
      ) : (
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-cream-2 text-stone">
          <EyeOff className="size-4" />
        </span>
      )}
      <p className="min-w-0 text-sm">
        <span className="font-semibold text-ink">{name}</span>
        {question.anonymous ? <span className="text-stone">{question.askedByMe ? ' (anonymously)' : ''}</span> : null}
        <span className="text-stone"> asked </span>
        <time dateTime={question.createdAt} title={formatDateTime(question.createdAt)} className="text-stone">
          {formatTimeAgo(question.createdAt)}
        </time>
      </p>
    </div>
  );
}

export function QuestionMarks({ question }: { question: QuestionSummary }) {
  if (!question.askedOfMe && !question.closed && question.topics.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="About this question">
      {question.askedOfMe && !question.askedByMe ? (
        <li>
          <Badge tone="brand" icon={Sparkles}>
            Asked of you
          </Badge>
        </li>
      ) : null}
      {question.closed ? (
        <li>
          <Badge icon={Lock}>Closed</Badge>
        </li>
      ) : null}
      {question.topics.map((topic) => (
        <li key={topic} className="rounded-full bg-cream-2 px-2.5 py-0.5 text-xs font-medium text-ink">
          {topic}
        </li>
      ))}
    </ul>
  );
}

/** An organiser hid it: its author (and the organisers) see why. */
export function HiddenNote({ reason, what }: { reason: string; what: 'question' | 'answer' }) {
  return (
    <p className="rounded-lg border border-danger/20 bg-danger-soft px-3 py-2 text-sm leading-6 text-danger">
      <span className="font-semibold">Hidden by the organisers.</span> Other members no longer see this {what}. Their reason:{' '}
      {reason}
    </p>
  );
}
