// 'Report' on one of the other member's messages (issue 35, item 5; decision 055), for the thread page to
// place beside each of their messages (src/web/app composes it): a dialog that says exactly what the
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

export type ReportMessageActionProps = {
  conversationId: string;
  messageId: string;
  /** The other member's first name, for the dialog's words. */
  senderName: string;
  className?: string;
};

export function ReportMessageAction({ conversationId, messageId, senderName, className }: ReportMessageActionProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(reportMessageSchema, { defaultValues: { reason: '' } });
  const report = useMutation({
    mutationFn: (body: ReportMessage) => call(MESSAGE_REPORT_ROUTES.report, { params: { id: conversationId, messageId }, body }),
  });

  const send = async (values: ReportMessage) => {
    setError(null);
    try {
      const result = await report.mutateAsync(values);
      notify.success(result.message);
      setOpen(false);
      form.reset();
    } catch (failure) {
      if (!placeServerErrors(form, failure)) setError(errorMessage(failure));
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('h-8 px-2.5 text-xs text-stone hover:text-danger', className)}
        aria-label={`Report this message from ${senderName}`}
        onClick={() => setOpen(true)}
      >
        <Flag className="size-3.5" aria-hidden="true" />
        Report
      </Button>
      <Modal
        open={open}
        onClose={() => {
          if (report.isPending) return;
          setOpen(false);
          setError(null);
          form.clearErrors();
        }}
        title="Report this message"
        description={T.reportExplained}
      >
        <Form form={form} onSubmit={send} className="mt-6 grid gap-5" aria-label="Report this message">
          <TextAreaField
            name="reason"
            label="What is wrong with it?"
            rows={4}
            maxLength={MAX_REPORT_REASON_LENGTH}
            counter
            placeholder={`Tell the organisers why ${senderName}’s message is not OK.`}
          />
          {error ? (
            <Banner tone="error" className="mt-0">
              {error}
            </Banner>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={report.isPending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <SubmitButton variant="danger" busyLabel="Reporting...">
              <Flag className="size-4" aria-hidden="true" />
              Report
            </SubmitButton>
          </div>
        </Form>
      </Modal>
    </>
  );
}
