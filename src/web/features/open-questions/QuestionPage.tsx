// /questions/:id (issue 36, item 3): one open question with its answers, newest or most helpful first.
// Members answer in plain text with links (the shared Composer, drawn back with MessageText); the asker
// marks the answers that helped; anyone thanks an answer once; anyone follows. An organiser's answer is
// 'From the team', and organisers hide a question or an answer (with the reason its author sees) or close
// the question. A new answer shows at once: the live stream's 'question-answered' reads the page again
// (or, without the stream, a 30-second poll does). The asker says here whether the team may publish it to
// Answers from the team; anyone else may report the question or an answer (the message-reports feature's
// action, which src/web/app/questions.tsx gives as `renderReport`).
import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, CircleHelp, EyeOff, Heart, Lock, ShieldCheck, ThumbsUp } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  ANSWER_MAX_LENGTH,
  HIDE_REASON_MAX_LENGTH,
  hideReasonSchema,
  OPEN_QUESTIONS_TEXTS as T,
  type HideReason,
  type QuestionAnswer,
  type QuestionDetail,
} from '../../../common/contracts/open-questions';
import { ROUTES } from '../../../common/routes';
import { ReasonDialog } from '../../components/form';
import { DetailFrame } from '../../components/ui/DetailFrame';
import { Badge } from '../../components/ui/Badge';
import { Banner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { Composer } from '../../components/ui/Composer';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { NotFoundState, ReadStates } from '../../components/ui/ListStates';
import { MessageText } from '../../components/ui/MessageText';
import { PersonAvatar } from '../../components/ui/PersonAvatar';
import { errorMessage } from '../../lib/api';
import { formatDateTime, formatTimeAgo } from '../../lib/format-date';
import { useLive, useLiveStatus } from '../../lib/live';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { refreshQueries } from '../../lib/refresh';
import {
  questionKey,
  useAnswerQuestion,
  useCloseQuestion,
  useFollowQuestion,
  useHideFromMembers,
  useMarkHelpful,
  useQuestion,
  useThankAnswer,
} from './api';
import { FaqConsentSwitch } from './FaqConsentSwitch';
import { AskedBy, HiddenNote, QuestionMarks } from './QuestionParts';

export const QUESTION_TEXTS = {
  loading: 'Loading the question...',
  loadFailed: 'The question could not be loaded.',
};

type Order = 'newest' | 'helpful';

/** What a member may report on this page, with its author's first name when they may know it. */
export type ReportableContent =
  | { subject: 'question'; questionId: string; authorName: string | null }
  | { subject: 'answer'; questionId: string; answerId: string; authorName: string | null };

/** Draws the Report action for one question or answer; without it the page offers none. */
export type RenderReport = (target: ReportableContent) => ReactNode;

export function QuestionPage({ renderReport }: { renderReport?: RenderReport }) {
  const { id = '' } = useParams();
  return <Question key={id} id={id} renderReport={renderReport} />;
}

const firstName = (name: string | undefined) => (name ? name.split(' ')[0] || name : null);

function Question({ id, renderReport }: { id: string; renderReport?: RenderReport }) {
  usePageTitle('Question');
  const live = useLiveStatus() === 'live';
  const [order, setOrder] = useState<Order>('newest');
  const query = useQuestion(id, order, { live });
  const queryClient = useQueryClient();
  useLive((news) => {
    if (news.type === 'question-answered' && news.questionId === id) void refreshQueries(queryClient, questionKey(id));
  });

  return (
    <DetailFrame back={{ to: ROUTES.questions, label: 'All questions' }} width="wide">
      <ReadStates
        read={query}
        loadingLabel={QUESTION_TEXTS.loading}
        failedMessage={QUESTION_TEXTS.loadFailed}
        notFound={
          <NotFoundState icon={CircleHelp} title={T.questionNotFound} back={{ to: ROUTES.questions, label: 'See the questions' }}>
            It may have been hidden, or the address is not quite right.
          </NotFoundState>
        }
      >
        {(detail) => <QuestionView detail={detail} order={order} onOrder={setOrder} renderReport={renderReport} />}
      </ReadStates>
    </DetailFrame>
  );
}

/** What an organiser is hiding: the question (answerId null) or one answer. */
type Hiding = { answerId: string | null; what: 'question' | 'answer' };

function QuestionView({
  detail,
  order,
  onOrder,
  renderReport,
}: {
  detail: QuestionDetail;
  order: Order;
  onOrder: (order: Order) => void;
  renderReport?: RenderReport;
}) {
  const { question, answers } = detail;
  // Organisers hide rather than report; no one reports their own.
  const mayReport = !!renderReport && !detail.asTeam;
  const id = question.id;
  const follow = useFollowQuestion(id);
  const close = useCloseQuestion(id);
  const [hiding, setHiding] = useState<Hiding | null>(null);
  const [closing, setClosing] = useState(false);

  // Says a new answer from someone else aloud, as it appears.
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(new Set(answers.map((answer) => answer.id)));
  useEffect(() => {
    const fresh = answers.filter((answer) => !seen.current.has(answer.id) && !answer.mine);
    for (const answer of answers) seen.current.add(answer.id);
    if (fresh.length) setAnnouncement(`New answer from ${authorName(fresh[0])}`);
  }, [answers]);

  const toggleFollow = () =>
    follow.mutate(!detail.pressedFollow, {
      onSuccess: (result) => notify.success(result.pressedFollow ? 'Following: new answers reach you.' : 'No longer following'),
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <>
      <Card className="p-5 sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <AskedBy question={question} />
          <div className="flex flex-wrap gap-2">
            {/* The asker, the members it was routed to and those who answered follow anyway. */}
            {detail.following && !detail.pressedFollow ? null : (
              <Button variant="outline" size="sm" busy={follow.isPending} busyLabel="Saving..." onClick={toggleFollow}>
                {detail.pressedFollow ? (
                  <BellOff className="size-4" aria-hidden="true" />
                ) : (
                  <Bell className="size-4" aria-hidden="true" />
                )}
                {detail.pressedFollow ? 'Unfollow' : 'Follow'}
              </Button>
            )}
            {mayReport && !question.askedByMe && !question.hidden
              ? renderReport!({ subject: 'question', questionId: id, authorName: firstName(question.asker?.name) })
              : null}
          </div>
        </div>
        <MessageText
          as="h1"
          text={question.body}
          className="mt-5 font-display text-2xl leading-snug [overflow-wrap:anywhere] whitespace-pre-line sm:text-3xl"
        />
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <QuestionMarks question={question} />
          {detail.following ? (
            <p className="ml-auto text-xs text-stone">
              {detail.pressedFollow || !question.askedByMe ? 'You follow it: new answers reach you.' : 'New answers reach you.'}
            </p>
          ) : null}
        </div>
        {question.hidden ? (
          <div className="mt-4">
            <HiddenNote reason={question.hidden.reason} what="question" />
          </div>
        ) : null}
        {question.askedByMe ? (
          <div className="mt-5 border-t border-line pt-4">
            <FaqConsentSwitch detail={detail} />
          </div>
        ) : null}
        {detail.asTeam ? (
          <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-line pt-4">
            <p className="mr-auto flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-stone uppercase">
              <ShieldCheck className="size-4 text-brand-deep" aria-hidden="true" />
              Organisers
            </p>
            {!question.closed ? (
              <Button variant="outline" size="sm" onClick={() => setClosing(true)}>
                <Lock className="size-4" aria-hidden="true" />
                Close
              </Button>
            ) : null}
            {!question.hidden ? (
              <Button variant="outline" size="sm" onClick={() => setHiding({ answerId: null, what: 'question' })}>
                <EyeOff className="size-4" aria-hidden="true" />
                Hide
              </Button>
            ) : null}
          </div>
        ) : null}
      </Card>

      <section aria-labelledby="answers-heading" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="answers-heading" className="font-display text-2xl text-ink">
            {question.answerCount === 0
              ? 'Answers'
              : `${question.answerCount} ${question.answerCount === 1 ? 'answer' : 'answers'}`}
          </h2>
          {answers.length > 1 ? <OrderChoice order={order} onOrder={onOrder} /> : null}
        </div>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {answers.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-ink/20 bg-cream-2/40 px-5 py-8 text-center text-sm text-stone">
            {question.closed
              ? 'No answers, and the question is closed.'
              : question.askedByMe
                ? 'No answers yet. We asked the members who can help; their answers appear here as they come.'
                : 'No answers yet. If you know something that would help, be the first.'}
          </p>
        ) : (
          <ul className="mt-4 space-y-4">
            {answers.map((answer) => (
              <li key={answer.id}>
                <AnswerCard
                  answer={answer}
                  detail={detail}
                  onHide={() => setHiding({ answerId: answer.id, what: 'answer' })}
                  report={
                    mayReport && !answer.mine && !answer.hidden
                      ? renderReport!({
                          subject: 'answer',
                          questionId: id,
                          answerId: answer.id,
                          authorName: firstName(answer.author?.name),
                        })
                      : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {detail.moreAnswers ? <p className="mt-3 text-sm text-stone">Only the first answers in this order are shown.</p> : null}
      </section>

      <AnswerBox detail={detail} />

      <HideDialog questionId={id} hiding={hiding} onClose={() => setHiding(null)} />
      <ConfirmDialog
        open={closing}
        onClose={() => setClosing(false)}
        title="Close this question?"
        description="It stays readable, with its answers, and takes no new answers."
        confirmLabel="Close question"
        busyLabel="Closing..."
        busy={close.isPending}
        tone="dark"
        icon={Lock}
        onConfirm={() =>
          close.mutate(undefined, {
            onSuccess: (result) => {
              notify.success(result.message);
              setClosing(false);
            },
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
      />
    </>
  );
}

function OrderChoice({ order, onOrder }: { order: Order; onOrder: (order: Order) => void }) {
  return (
    <div role="group" aria-label="Order of the answers" className="inline-flex rounded-xl bg-cream-2 p-1">
      {(
        [
          { value: 'newest', label: 'Newest' },
          { value: 'helpful', label: 'Most helpful' },
        ] as const
      ).map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={order === option.value}
          onClick={() => onOrder(option.value)}
          className={cn(
            'h-9 rounded-lg px-3.5 text-sm font-semibold transition-colors',
            order === option.value ? 'bg-paper text-ink shadow-sm' : 'text-stone hover:text-ink',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Who wrote an answer, as the caller may see it. */
function authorName(answer: QuestionAnswer): string {
  if (answer.mine) return 'You';
  if (answer.author) return answer.author.name;
  if (answer.fromTeam) return 'The team';
  return answer.byAsker ? `${T.anonymousAsker} (who asked)` : T.anonymousAsker;
}

function AnswerCard({
  answer,
  detail,
  onHide,
  report,
}: {
  answer: QuestionAnswer;
  detail: QuestionDetail;
  onHide: () => void;
  /** The Report action, where the caller may report this answer. */
  report: ReactNode;
}) {
  const id = detail.question.id;
  const mark = useMarkHelpful(id);
  const thank = useThankAnswer(id);
  const name = authorName(answer);
  const canMark = detail.question.askedByMe && !answer.mine && !answer.hidden;
  const canThank = !answer.mine && !answer.hidden;
  const fail = (error: unknown) => notify.error(errorMessage(error));
  return (
    <Card className={cn('p-5 sm:p-6', answer.helpful && 'border-brand/40 bg-brand-soft/20', answer.hidden && 'opacity-90')}>
      <div className="flex flex-wrap items-center gap-3">
        {answer.author ? (
          <PersonAvatar name={answer.author.name} size="sm" />
        ) : (
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-cream-2 text-stone">
            <EyeOff className="size-4" />
          </span>
        )}
        <p className="min-w-0 text-sm">
          <span className="font-semibold text-ink">{name}</span>{' '}
          <time dateTime={answer.createdAt} title={formatDateTime(answer.createdAt)} className="text-stone">
            {formatTimeAgo(answer.createdAt)}
          </time>
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          {answer.fromTeam ? (
            <Badge tone="on-dark" className="bg-ink text-cream" icon={ShieldCheck}>
              From the team
            </Badge>
          ) : null}
          {answer.helpful ? (
            <Badge tone="brand" icon={ThumbsUp}>
              Helped the asker
            </Badge>
          ) : null}
        </div>
      </div>
      <MessageText text={answer.body} className="mt-4 leading-7 [overflow-wrap:anywhere] whitespace-pre-wrap text-ink" />
      {answer.hidden ? (
        <div className="mt-3">
          <HiddenNote reason={answer.hidden.reason} what="answer" />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-3">
        {canMark ? (
          <Button
            variant={answer.helpful ? 'outline' : 'dark'}
            size="sm"
            busy={mark.isPending}
            busyLabel="Saving..."
            aria-pressed={answer.helpful}
            onClick={() => mark.mutate({ answerId: answer.id, helpful: !answer.helpful }, { onError: fail })}
          >
            <ThumbsUp className="size-4" aria-hidden="true" />
            {answer.helpful ? 'It helped' : 'This helped'}
          </Button>
        ) : null}
        {canThank ? (
          <Button
            variant="ghost"
            size="sm"
            busy={thank.isPending}
            busyLabel="Thanking..."
            disabled={answer.thankedByMe}
            aria-label={answer.thankedByMe ? `You thanked ${name}` : `Thank ${name}`}
            onClick={() => thank.mutate(answer.id, { onError: fail })}
          >
            <Heart className={cn('size-4', answer.thankedByMe && 'fill-current text-brand-deep')} aria-hidden="true" />
            {answer.thankedByMe ? 'Thanked' : 'Thank'}
          </Button>
        ) : null}
        {answer.thanks > 0 ? (
          <p className="text-sm text-stone">
            {answer.thanks} {answer.thanks === 1 ? 'thank you' : 'thanks'}
          </p>
        ) : null}
        {detail.asTeam && !answer.hidden ? (
          <Button variant="ghost" size="sm" className="ml-auto text-stone hover:text-danger" onClick={onHide}>
            <EyeOff className="size-4" aria-hidden="true" />
            Hide
          </Button>
        ) : null}
        {report ? <div className="ml-auto">{report}</div> : null}
      </div>
    </Card>
  );
}

/** The answer field at the foot: plain text with links, Enter sends. Closed questions take no answers. */
function AnswerBox({ detail }: { detail: QuestionDetail }) {
  const answer = useAnswerQuestion(detail.question.id);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  if (detail.question.closed) {
    return (
      <p className="mt-8 flex items-center gap-2 rounded-xl bg-cream-2 px-5 py-4 text-sm text-stone">
        <Lock className="size-4" aria-hidden="true" />
        {T.closed}
      </p>
    );
  }
  if (!detail.canAnswer) return null;
  const tooLong = text.trim().length > ANSWER_MAX_LENGTH;
  const send = () => {
    const body = text.trim();
    if (!body || tooLong || answer.isPending) return;
    setFailure(null);
    answer.mutate(body, {
      onSuccess: () => {
        setText('');
        notify.success(T.answered);
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };
  return (
    <section aria-labelledby="answer-heading" className="mt-8">
      <h2 id="answer-heading" className="font-display text-xl text-ink">
        {detail.asTeam ? 'Answer from the team' : detail.question.askedByMe ? 'Add to your question' : 'Your answer'}
      </h2>
      <p className="mt-1 text-sm text-stone">
        Plain text; links are fine.{' '}
        {detail.asTeam ? 'Members see your answer badged “From the team”.' : 'Be specific: say what worked for you.'}
      </p>
      {failure ? (
        <Banner tone="error" className="mt-3">
          {failure}
        </Banner>
      ) : null}
      <Composer
        className="mt-3"
        value={text}
        onChange={setText}
        onSubmit={send}
        label="Your answer"
        placeholder="Write your answer…"
        sendDisabled={!text.trim() || tooLong || answer.isPending}
        sending={answer.isPending}
        invalid={tooLong}
      >
        {tooLong ? <p className="mt-2 text-sm font-medium text-danger">{T.answerTooLong}</p> : null}
      </Composer>
    </section>
  );
}

function HideDialog({ questionId, hiding, onClose }: { questionId: string; hiding: Hiding | null; onClose: () => void }) {
  const hide = useHideFromMembers(questionId);
  const what = hiding?.what ?? 'question';
  const send = async (body: HideReason) => {
    if (!hiding) return;
    const result = await hide.mutateAsync({ answerId: hiding.answerId, body });
    notify.success(result.message);
  };
  return (
    <ReasonDialog
      open={hiding !== null}
      onClose={onClose}
      title={`Hide this ${what}`}
      description="Members no longer see it. Its author does, with your reason."
      schema={hideReasonSchema}
      field={{ label: 'Why? Its author sees this.', rows: 3, maxLength: HIDE_REASON_MAX_LENGTH }}
      submit={{ label: 'Hide', busyLabel: 'Hiding...', icon: EyeOff }}
      onSubmit={send}
    />
  );
}
