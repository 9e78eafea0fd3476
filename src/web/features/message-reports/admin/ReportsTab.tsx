// The dashboard's Reports tab (issue 35 item 5, decision 055; issue 36, decision 058): the one moderation
// queue. A message's report shows the reported message with the few before it, exactly as the member who
// reported it saw them (the only messages the organisers ever read); a question's or an answer's shows it
// with its question. Then the reason, and the decision: Dismiss, Warn (with an optional note the author
// reads), Deactivate (confirmed first) or, for a question or an answer, Hide (the note is the reason its
// author reads). Open reports come first, oldest first.
import { EyeOff, Flag, ShieldAlert, ShieldCheck, ShieldX, UserX } from 'lucide-react';
import { useState } from 'react';
import {
  MAX_DECISION_NOTE_LENGTH,
  MESSAGE_REPORT_TEXTS as T,
  REPORT_CONTEXT_MESSAGES,
  outcomesFor,
  reportDecisionSchema,
  type MessageReport,
  type ReportOutcome,
  type ReportSubject,
} from '../../../../common/contracts/message-reports';
import { Form, placeServerErrors, useZodForm } from '../../../components/form';
import { NoteField } from '../../../components/form/NoteField';
import { AdminPanel } from '../../../components/ui/AdminPanel';
import { Banner } from '../../../components/ui/Banner';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState, ReadStates } from '../../../components/ui/ListStates';
import { ServedPager } from '../../../components/ui/RangePager';
import { StatusPill } from '../../../components/ui/StatusPill';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { useDecideReport, useMessageReports } from './api';

/** What a report's state reads as: a message has a sender, a question or an answer an author. */
function statusWords(report: Pick<MessageReport, 'status' | 'subject'>) {
  const who = report.subject === 'message' ? 'Sender' : report.subject === 'tool' ? 'Suggester' : 'Author';
  const words: Record<MessageReport['status'], string> = {
    open: 'Waiting',
    dismissed: 'Dismissed',
    warned: `${who} warned`,
    deactivated: `${who} deactivated`,
    hidden:
      report.subject === 'role' ? 'Role removed' : report.subject === 'tool' ? 'Removed from the library' : 'Hidden from members',
  };
  return words[report.status];
}

const SUBJECT_VERBS: Record<ReportSubject, string> = {
  message: '',
  question: 'a question by',
  answer: 'an answer by',
  role: 'an open role by',
  tool: 'an AI tool suggested by',
};

export function ReportsTab() {
  const [page, setPage] = useState(1);
  const read = useMessageReports(page);
  return (
    <AdminPanel
      icon={Flag}
      title="Reports"
      summary={`What members reported: a message with the ${REPORT_CONTEXT_MESSAGES} before it (you never see more of a conversation than this), an open question or answer with its question, an open role, or an AI tool.`}
    >
      <ReadStates read={read} loadingLabel="Loading reports..." failedMessage={T.loadFailed} inset>
        {(data) =>
          data.total === 0 ? (
            <div className="p-5 sm:p-9">
              <EmptyState icon={ShieldCheck} title="Nothing reported" boxed>
                {T.empty}
              </EmptyState>
            </div>
          ) : (
            <>
              <p className="border-b border-line px-5 py-3 text-sm text-stone sm:px-9" aria-live="polite">
                {data.open === 0 ? 'No report is waiting.' : `${data.open} waiting for a decision.`}
              </p>
              <ol className="divide-y divide-line">
                {data.items.map((report) => (
                  <li key={report.id}>
                    <ReportCard report={report} />
                  </li>
                ))}
              </ol>
              <ServedPager label="Report pages" noun="reports" served={data} busy={read.isFetching} onPage={setPage} />
            </>
          )
        }
      </ReadStates>
    </AdminPanel>
  );
}

function ReportCard({ report }: { report: MessageReport }) {
  const headingId = `report-${report.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-5 p-5 sm:p-9 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-9">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h3 id={headingId} className="font-display text-xl text-ink">
            {report.reporter.fullName} reported {SUBJECT_VERBS[report.subject] ? `${SUBJECT_VERBS[report.subject]} ` : ''}
            {report.author.fullName}
          </h3>
          <StatusPill tone={report.status === 'open' ? 'waiting' : report.status === 'dismissed' ? 'off' : 'success'}>
            {statusWords(report)}
          </StatusPill>
        </div>
        <p className="mt-1 text-sm text-stone">Reported {formatDateTime(report.reportedAt)}</p>
        <figure className="mt-4 rounded-xl border border-line bg-cream/60 p-4">
          <figcaption className="text-[0.68rem] font-semibold tracking-[0.14em] text-stone uppercase">Their reason</figcaption>
          <blockquote className="mt-1 text-[0.95rem] leading-7 whitespace-pre-line text-ink">{report.reason}</blockquote>
        </figure>
        {report.subject === 'message' ? (
          <ReportedMessages report={report} />
        ) : report.subject === 'role' ? (
          <ReportedRole report={report} />
        ) : report.subject === 'tool' ? (
          <ReportedTool report={report} />
        ) : (
          <ReportedContent report={report} />
        )}
      </div>
      <div>{report.decision ? <DecisionSummary report={report} /> : <DecisionForm report={report} />}</div>
    </article>
  );
}

/** An open role, as it is now (decision 069). */
function ReportedRole({ report }: { report: MessageReport }) {
  const { role } = report;
  if (!role) return null;
  return (
    <div className="mt-5 rounded-2xl bg-danger-soft px-4 py-3 text-[0.95rem] leading-6 text-ink ring-2 ring-danger">
      <p className="text-xs font-semibold text-stone">
        The role, posted by {report.author.fullName}
        {role.removed ? (
          <span className="ml-2 rounded-full bg-ink/[0.06] px-2 py-0.5 text-[0.68rem] font-semibold tracking-wide text-stone uppercase">
            Removed
          </span>
        ) : null}
        <span className="ml-2 font-bold text-danger">Reported</span>
      </p>
      <p className="mt-1 font-semibold break-words">
        {role.title} · {role.company}
      </p>
      <p className="mt-1 break-words whitespace-pre-line">{role.description}</p>
    </div>
  );
}

/** An AI tool, as it is now (decision 071): its address is shown, not followed. */
function ReportedTool({ report }: { report: MessageReport }) {
  const { tool } = report;
  if (!tool) return null;
  return (
    <div className="mt-5 rounded-2xl bg-danger-soft px-4 py-3 text-[0.95rem] leading-6 text-ink ring-2 ring-danger">
      <p className="text-xs font-semibold text-stone">
        The AI tool, suggested by {report.author.fullName}
        {tool.removed ? (
          <span className="ml-2 rounded-full bg-ink/[0.06] px-2 py-0.5 text-[0.68rem] font-semibold tracking-wide text-stone uppercase">
            Not in the library
          </span>
        ) : null}
        <span className="ml-2 font-bold text-danger">Reported</span>
      </p>
      <p className="mt-1 font-semibold break-words">{tool.name}</p>
      <p className="text-sm break-all text-stone">{tool.link}</p>
      <p className="mt-1 break-words whitespace-pre-line">{tool.purpose}</p>
    </div>
  );
}

/** A question or an answer (with its question), as it is now. */
function ReportedContent({ report }: { report: MessageReport }) {
  const { question, answer } = report;
  if (!question) return null;
  const badge = (text: string) => (
    <span className="ml-2 rounded-full bg-ink/[0.06] px-2 py-0.5 text-[0.68rem] font-semibold tracking-wide text-stone uppercase">
      {text}
    </span>
  );
  const questionState = [
    question.anonymous ? 'Asked anonymously' : null,
    question.hidden ? 'Hidden' : null,
    question.closed ? 'Closed' : null,
  ];
  return (
    <div className="mt-5 grid gap-3">
      <div
        className={cn(
          'rounded-2xl px-4 py-3 text-[0.95rem] leading-6 text-ink',
          answer ? 'bg-paper ring-1 ring-line' : 'bg-danger-soft ring-2 ring-danger',
        )}
      >
        <p className="text-xs font-semibold text-stone">
          {answer ? 'The question' : `The question, asked by ${report.author.fullName}`}
          {questionState.filter(Boolean).map((state) => (
            <span key={state}>{badge(state!)}</span>
          ))}
          {answer ? null : <span className="ml-2 font-bold text-danger">Reported</span>}
        </p>
        <p className="mt-1 break-words whitespace-pre-line">{question.body}</p>
      </div>
      {answer ? (
        <div className="ml-4 rounded-2xl bg-danger-soft px-4 py-3 text-[0.95rem] leading-6 text-ink ring-2 ring-danger sm:ml-8">
          <p className="text-xs font-semibold text-stone">
            The answer, by {report.author.fullName}
            {answer.fromTeam ? badge('From the team') : null}
            {answer.hidden ? badge('Hidden') : null}
            <span className="ml-2 font-bold text-danger">Reported</span>
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{answer.body}</p>
        </div>
      ) : null}
    </div>
  );
}

/** A message with the few before it: the copy the report keeps. */
function ReportedMessages({ report }: { report: MessageReport }) {
  return (
    <ol className="mt-5 grid gap-3" aria-label={`The reported message and the ${report.messages.length - 1} before it`}>
      {report.messages.map((message) => (
        <li key={message.id} className={cn('flex', message.fromSender ? 'justify-start' : 'justify-end')}>
          <div
            className={cn(
              'max-w-[85%] rounded-2xl px-4 py-3 text-[0.95rem] leading-6',
              message.reported
                ? 'bg-danger-soft text-ink ring-2 ring-danger'
                : message.fromSender
                  ? 'bg-paper text-ink ring-1 ring-line'
                  : 'bg-ink/[0.06] text-ink',
            )}
          >
            <p className="text-xs font-semibold text-stone">
              {message.fromSender ? report.author.fullName : report.reporter.fullName} · {formatDateTime(message.sentAt)}
              {message.reported ? <span className="ml-2 font-bold text-danger">Reported</span> : null}
            </p>
            {message.deleted ? (
              <p className="mt-1 text-stone italic">Deleted by its sender</p>
            ) : (
              <p className="mt-1 break-words whitespace-pre-line">{message.body}</p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

function DecisionSummary({ report }: { report: MessageReport }) {
  const decision = report.decision!;
  return (
    <div className="rounded-xl border border-line p-4 text-sm leading-6 text-stone">
      <p className="font-semibold text-ink">{statusWords(report)}</p>
      <p>
        {formatDateTime(decision.decidedAt)}
        {decision.decidedBy ? ` by ${decision.decidedBy}` : ''}
      </p>
      {decision.note ? <p className="mt-2 whitespace-pre-line text-ink">“{decision.note}”</p> : null}
      <p className="mt-2">The member who reported it was told.</p>
    </div>
  );
}

const OUTCOME_BUTTONS: Array<{ outcome: ReportOutcome; label: string; busy: string; icon: typeof ShieldX }> = [
  { outcome: 'dismiss', label: 'Dismiss', busy: 'Dismissing...', icon: ShieldCheck },
  { outcome: 'warn', label: 'Warn', busy: 'Warning...', icon: ShieldAlert },
  { outcome: 'hide', label: 'Hide', busy: 'Hiding...', icon: EyeOff },
  { outcome: 'deactivate', label: 'Deactivate', busy: 'Deactivating...', icon: UserX },
];

function DecisionForm({ report }: { report: MessageReport }) {
  const decide = useDecideReport();
  const form = useZodForm(reportDecisionSchema, { defaultValues: { outcome: 'dismiss', note: '' } });
  const [chosen, setChosen] = useState<ReportOutcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A role or a tool is not hidden but taken down: Open Roles' and AI Tools' own Remove (decisions 069, 071).
  const removes = report.subject === 'role' || report.subject === 'tool';

  const send = async (outcome: ReportOutcome) => {
    setError(null);
    setChosen(outcome);
    const note = (form.getValues('note') ?? '').trim();
    try {
      const result = await decide.mutateAsync({ id: report.id, outcome, note: note || undefined });
      notify.success(result.message);
    } catch (failure) {
      if (!placeServerErrors(form, failure)) setError(errorMessage(failure));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={() => undefined}
      aria-label={`Decide the report about ${report.author.fullName}`}
      className="grid gap-4"
    >
      <NoteField
        name="note"
        label="Note"
        maxLength={MAX_DECISION_NOTE_LENGTH}
        rows={3}
        hint={
          report.subject === 'message'
            ? 'Kept with the decision. With Warn, the sender reads it; they are never told who reported them.'
            : report.subject === 'role'
              ? 'Kept with the decision. With Warn, the poster reads it; with Remove, it is the reason they are told. They are never told who reported them.'
              : report.subject === 'tool'
                ? 'Kept with the decision. With Warn, the suggester reads it; with Remove, it is the reason they see. They are never told who reported them.'
                : 'Kept with the decision. With Warn, the author reads it; with Hide, it is the reason they see. They are never told who reported them.'
        }
      />
      {error ? (
        <Banner tone="error" className="mt-0">
          {error}
        </Banner>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {OUTCOME_BUTTONS.filter(({ outcome }) => outcomesFor(report.subject).includes(outcome)).map(
          ({ outcome, label, busy, icon: Icon }) => (
            <Button
              key={outcome}
              size="sm"
              variant={outcome === 'deactivate' ? 'danger' : outcome === 'warn' ? 'dark' : 'outline'}
              busy={decide.isPending && chosen === outcome}
              busyLabel={outcome === 'hide' && removes ? 'Removing...' : busy}
              disabled={decide.isPending}
              onClick={() => {
                if (outcome === 'deactivate') setConfirming(true);
                else
                  void form.trigger('note').then((ok) => {
                    if (ok) void send(outcome);
                  });
              }}
            >
              <Icon className="size-4" aria-hidden="true" />
              {outcome === 'hide' && removes ? 'Remove' : label}
            </Button>
          ),
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Deactivate ${report.author.fullName}?`}
        description={`${report.author.fullName} will be signed out everywhere and can no longer sign in, as from the Members Log, where you can reactivate them. The member who reported it is told.`}
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        busy={decide.isPending}
        tone="danger"
        icon={UserX}
        onConfirm={() => void send('deactivate')}
      />
    </Form>
  );
}
