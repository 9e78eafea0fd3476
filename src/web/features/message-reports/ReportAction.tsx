// 'Report' on something another member wrote (issue 35 item 5, decision 055; issue 36, decision 058): one of
// the other member's messages (the conversation page's message menu opens the dialog: src/web/app/messages.tsx
// composes it), an open question or one of its answers (the question's page: src/web/app/questions.tsx). The
// dialog says exactly what the organisers will see, asks for a reason (the form kit, the server's own schema
// for that subject), and sends the report to their one moderation queue.
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  MAX_REPORT_REASON_LENGTH,
  MESSAGE_REPORT_TEXTS as T,
  reportContentSchema,
  reportMessageSchema,
  type ReportContent,
  type ReportSubject,
} from '../../../common/contracts/message-reports';
import { MESSAGE_REPORT_ROUTES } from '../../../common/contracts/message-reports-routes';
import { Form, placeServerErrors, SubmitButton, TextAreaField, useZodForm } from '../../components/form';
import { Banner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Modal } from '../../components/ui/Modal';
import { call } from '../../lib/call';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';

/** What a member is reporting, and its author's first name for the dialog's words: null when the member may
 * not know it (an anonymous asker) or it is the team's. */
export type ReportTarget =
  | { subject: 'message'; conversationId: string; messageId: string; authorName: string }
  | { subject: 'question'; questionId: string; authorName: string | null }
  | { subject: 'answer'; questionId: string; answerId: string; authorName: string | null };

/** The report's one call: each subject's own endpoint, one body. */
function sendReport(to: ReportTarget, body: ReportContent) {
  switch (to.subject) {
    case 'message':
      return call(MESSAGE_REPORT_ROUTES.report, { params: { id: to.conversationId, messageId: to.messageId }, body });
    case 'question':
      return call(MESSAGE_REPORT_ROUTES.reportQuestion, { params: { id: to.questionId }, body });
    case 'answer':
      return call(MESSAGE_REPORT_ROUTES.reportAnswer, { params: { id: to.questionId, answerId: to.answerId }, body });
  }
}

/** 'Ben’s answer', or 'this answer' when the author is not named (a subject's name is its noun). */
const whose = (target: ReportTarget) =>
  target.authorName ? `${target.authorName}’s ${target.subject}` : `this ${target.subject}`;

/** The report's dialog, open while `target` is set. `onReported` hears the server's answer. */
export function ReportDialog({
  target,
  onClose,
  onReported,
}: {
  target: ReportTarget | null;
  onClose: () => void;
  onReported?: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const subject: ReportSubject = target?.subject ?? 'message';
  // A message's reason is refused in its own words; a question's or an answer's in the shared ones.
  const form = useZodForm(subject === 'message' ? reportMessageSchema : reportContentSchema, { defaultValues: { reason: '' } });
  const report = useMutation({
    mutationFn: ({ body, to }: { body: ReportContent; to: ReportTarget }) => sendReport(to, body),
  });
  const close = () => {
    if (report.isPending) return;
    setError(null);
    form.reset();
    onClose();
  };

  const send = async (values: ReportContent) => {
    if (!target) return;
    setError(null);
    try {
      const result = await report.mutateAsync({ body: values, to: target });
      // Reported before (another day, another tab): the server's words say so, and nothing changed.
      if (result.created) notify.success(result.message);
      else notify.message(result.message);
      form.reset();
      onReported?.();
      onClose();
    } catch (failure) {
      if (!placeServerErrors(form, failure)) setError(errorMessage(failure));
    }
  };

  const title = `Report this ${subject}`;
  return (
    <Modal
      open={target !== null}
      onClose={close}
      title={title}
      description={subject === 'message' ? T.reportExplained : T.contentReportExplained}
    >
      <Form form={form} onSubmit={send} className="mt-6 grid gap-5" aria-label={title}>
        <TextAreaField
          name="reason"
          label="What is wrong with it?"
          rows={4}
          maxLength={MAX_REPORT_REASON_LENGTH}
          counter
          placeholder={target ? `Tell the organisers why ${whose(target)} is not OK.` : undefined}
        />
        {error ? (
          <Banner tone="error" className="mt-0">
            {error}
          </Banner>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={report.isPending} onClick={close}>
            Cancel
          </Button>
          <SubmitButton variant="danger" busyLabel="Reporting...">
            <Flag className="size-4" aria-hidden="true" />
            Report
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}

/** A 'Report' button with its dialog, for a host that has no menu of its own (a question, an answer).
 * Once sent it reads 'Reported' for as long as the page is open. */
export function ReportAction({ className, ...target }: ReportTarget & { className?: string }) {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const noun = target.subject;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('text-stone hover:text-danger', className)}
        aria-label={
          reported
            ? `You reported this ${noun}`
            : target.authorName
              ? `Report this ${noun} from ${target.authorName}`
              : `Report this ${noun}`
        }
        disabled={reported}
        onClick={() => setOpen(true)}
      >
        <Flag className="size-4" aria-hidden="true" />
        {reported ? 'Reported' : 'Report'}
      </Button>
      <ReportDialog target={open ? target : null} onClose={() => setOpen(false)} onReported={() => setReported(true)} />
    </>
  );
}
