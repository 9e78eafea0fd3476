// 'Report' on one of the other member's messages (issue 35, item 5; decision 055): the conversation page's
// message menu opens the dialog (src/web/app/messages.tsx composes it), which says exactly what the
// organisers will see, asks for a reason (the form kit, the server's own schema), and sends the report.
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  MAX_REPORT_REASON_LENGTH,
  MESSAGE_REPORT_TEXTS as T,
  reportMessageSchema,
  type ReportMessage,
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

/** The message a member is reporting: which one, and the sender's first name for the dialog's words. */
export type ReportTarget = { conversationId: string; messageId: string; senderName: string };

/** The report's dialog, open while `target` is set: the conversation page's message menu opens it. */
export function ReportMessageDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(reportMessageSchema, { defaultValues: { reason: '' } });
  const report = useMutation({
    mutationFn: ({ body, to }: { body: ReportMessage; to: ReportTarget }) =>
      call(MESSAGE_REPORT_ROUTES.report, { params: { id: to.conversationId, messageId: to.messageId }, body }),
  });
  const close = () => {
    if (report.isPending) return;
    setError(null);
    form.reset();
    onClose();
  };

  const send = async (values: ReportMessage) => {
    if (!target) return;
    setError(null);
    try {
      const result = await report.mutateAsync({ body: values, to: target });
      notify.success(result.message);
      form.reset();
      onClose();
    } catch (failure) {
      if (!placeServerErrors(form, failure)) setError(errorMessage(failure));
    }
  };

  return (
    <Modal open={target !== null} onClose={close} title="Report this message" description={T.reportExplained}>
      <Form form={form} onSubmit={send} className="mt-6 grid gap-5" aria-label="Report this message">
        <TextAreaField
          name="reason"
          label="What is wrong with it?"
          rows={4}
          maxLength={MAX_REPORT_REASON_LENGTH}
          counter
          placeholder={`Tell the organisers why ${target?.senderName ?? 'this'}’s message is not OK.`}
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

/** A 'Report' button with its dialog, for a host that has no menu of its own. */
export function ReportMessageAction({ className, ...target }: ReportTarget & { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('h-8 px-2.5 text-xs text-stone hover:text-danger', className)}
        aria-label={`Report this message from ${target.senderName}`}
        onClick={() => setOpen(true)}
      >
        <Flag className="size-3.5" aria-hidden="true" />
        Report
      </Button>
      <ReportMessageDialog target={open ? target : null} onClose={() => setOpen(false)} />
    </>
  );
}
