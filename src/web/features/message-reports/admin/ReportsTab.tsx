// The dashboard's Reports tab (issue 35, item 5; decision 055): the moderation queue. Each report shows the
// reported message with the few before it, exactly as the member who reported it saw them (the only
// messages the organisers ever read), the reason, and the decision: Dismiss, Warn (with an optional note the
// sender reads) or Deactivate (confirmed first). Open reports come first, oldest first.
import { Flag, ShieldAlert, ShieldCheck, ShieldX, UserX } from 'lucide-react';
import { useState } from 'react';
import {
  MAX_DECISION_NOTE_LENGTH,
  MESSAGE_REPORT_TEXTS as T,
  REPORT_CONTEXT_MESSAGES,
  reportDecisionSchema,
  type MessageReport,
  type ReportOutcome,
} from '../../../../common/contracts/message-reports';
import { Form, placeServerErrors, useZodForm } from '../../../components/form';
import { NoteField } from '../../../components/form/NoteField';
import { AdminPanel } from '../../../components/ui/AdminPanel';
import { Banner } from '../../../components/ui/Banner';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState, ReadStates } from '../../../components/ui/ListStates';
import { RangePager } from '../../../components/ui/RangePager';
import { StatusPill } from '../../../components/ui/StatusPill';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { useDecideReport, useMessageReports } from './api';

const STATUS_WORDS: Record<MessageReport['status'], string> = {
  open: 'Waiting',
  dismissed: 'Dismissed',
  warned: 'Sender warned',
  deactivated: 'Sender deactivated',
};

export function ReportsTab() {
  const [page, setPage] = useState(1);
  const read = useMessageReports(page);
  return (
    <AdminPanel
      icon={Flag}
      title="Reported messages"
      summary={`What members reported, each with the ${REPORT_CONTEXT_MESSAGES} messages before it. You never see more of a conversation than this.`}
    >
      <ReadStates read={read} loadingLabel="Loading reported messages..." failedMessage={T.loadFailed} inset>
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
              <RangePager
                label="Report pages"
                noun="reports"
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                busy={read.isFetching}
                onPage={setPage}
              />
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
            {report.reporter.fullName} reported {report.sender.fullName}
          </h3>
          <StatusPill tone={report.status === 'open' ? 'waiting' : report.status === 'dismissed' ? 'off' : 'success'}>
            {STATUS_WORDS[report.status]}
          </StatusPill>
        </div>
        <p className="mt-1 text-sm text-stone">Reported {formatDateTime(report.reportedAt)}</p>
        <figure className="mt-4 rounded-xl border border-line bg-cream/60 p-4">
          <figcaption className="text-[0.68rem] font-semibold tracking-[0.14em] text-stone uppercase">Their reason</figcaption>
          <blockquote className="mt-1 text-[0.95rem] leading-7 whitespace-pre-line text-ink">{report.reason}</blockquote>
        </figure>
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
                  {message.fromSender ? report.sender.fullName : report.reporter.fullName} · {formatDateTime(message.sentAt)}
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
      </div>
      <div>{report.decision ? <DecisionSummary report={report} /> : <DecisionForm report={report} />}</div>
    </article>
  );
}

function DecisionSummary({ report }: { report: MessageReport }) {
  const decision = report.decision!;
  return (
    <div className="rounded-xl border border-line p-4 text-sm leading-6 text-stone">
      <p className="font-semibold text-ink">{STATUS_WORDS[report.status]}</p>
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
  { outcome: 'deactivate', label: 'Deactivate', busy: 'Deactivating...', icon: UserX },
];

function DecisionForm({ report }: { report: MessageReport }) {
  const decide = useDecideReport();
  const form = useZodForm(reportDecisionSchema, { defaultValues: { outcome: 'dismiss', note: '' } });
  const [chosen, setChosen] = useState<ReportOutcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      aria-label={`Decide the report about ${report.sender.fullName}`}
      className="grid gap-4"
    >
      <NoteField
        name="note"
        label="Note"
        maxLength={MAX_DECISION_NOTE_LENGTH}
        rows={3}
        hint="Kept with the decision. With Warn, the sender reads it; they are never told who reported them."
      />
      {error ? (
        <Banner tone="error" className="mt-0">
          {error}
        </Banner>
      ) : null}
      <div className="grid grid-cols-3 gap-2">
        {OUTCOME_BUTTONS.map(({ outcome, label, busy, icon: Icon }) => (
          <Button
            key={outcome}
            size="sm"
            variant={outcome === 'deactivate' ? 'danger' : outcome === 'warn' ? 'dark' : 'outline'}
            busy={decide.isPending && chosen === outcome}
            busyLabel={busy}
            disabled={decide.isPending}
            onClick={() =>
              outcome === 'deactivate' ? setConfirming(true) : void form.trigger('note').then((ok) => ok && send(outcome))
            }
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Deactivate ${report.sender.fullName}?`}
        description={`${report.sender.fullName} will be signed out everywhere and can no longer sign in, as from the Members Log, where you can reactivate them. The member who reported the message is told.`}
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
