// 'Report' on something another member wrote (issue 35 item 5, decision 055; issue 36, decision 058): one of
// the other member's messages (the conversation page's message menu opens the dialog: src/web/app/messages.tsx
// composes it), an open question or one of its answers (the question's page: src/web/app/questions.tsx), an
// open role (its card: src/web/app/open-roles.tsx, decision 069). The
// dialog says exactly what the organisers will see, asks for a reason (the form kit, the server's own schema
// for that subject), and sends the report to their one moderation queue.
import { Flag } from 'lucide-react';
import { useState } from 'react';
import {
  MAX_REPORT_REASON_LENGTH,
  MESSAGE_REPORT_TEXTS as T,
  reportContentSchema,
  reportMessageSchema,
  type ReportContent,
  type ReportSubject,
} from '../../../common/contracts/message-reports';
import { MESSAGE_REPORT_ROUTES } from '../../../common/contracts/message-reports-routes';
import { ReasonDialog } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { call } from '../../lib/call';
import { notify } from '../../lib/notify';

/** What a member is reporting, and its author's first name for the dialog's words: null when the member may
 * not know it (an anonymous asker) or it is the team's. */
export type ReportTarget =
  | { subject: 'message'; conversationId: string; messageId: string; authorName: string }
  | { subject: 'question'; questionId: string; authorName: string | null }
  | { subject: 'answer'; questionId: string; answerId: string; authorName: string | null }
  | { subject: 'role'; roleId: string; authorName: string | null }
  /** An AI tool (decision 071): named by the tool, never by who suggested it. */
  | { subject: 'tool'; toolId: string; toolName: string; authorName: null };

/** The report's one call: each subject's own endpoint, one body. */
function sendReport(to: ReportTarget, body: ReportContent) {
  switch (to.subject) {
    case 'message':
      return call(MESSAGE_REPORT_ROUTES.report, { params: { id: to.conversationId, messageId: to.messageId }, body });
    case 'question':
      return call(MESSAGE_REPORT_ROUTES.reportQuestion, { params: { id: to.questionId }, body });
    case 'answer':
      return call(MESSAGE_REPORT_ROUTES.reportAnswer, { params: { id: to.questionId, answerId: to.answerId }, body });
    case 'role':
      return call(MESSAGE_REPORT_ROUTES.reportRole, { params: { id: to.roleId }, body });
    case 'tool':
      return call(MESSAGE_REPORT_ROUTES.reportTool, { params: { id: to.toolId }, body });
  }
}

/** 'Ben’s answer', or 'this answer' when the author is not named (a subject's name is its noun). */
const whose = (target: ReportTarget) =>
  target.subject === 'tool'
    ? target.toolName
    : target.authorName
      ? `${target.authorName}’s ${target.subject}`
      : `this ${target.subject}`;

/** The report's dialog, open while `target` is set. `onReported` hears that the server has it. */
export function ReportDialog({
  target,
  onClose,
  onReported,
}: {
  target: ReportTarget | null;
  onClose: () => void;
  onReported?: () => void;
}) {
  const subject: ReportSubject = target?.subject ?? 'message';
  const send = async (body: ReportContent) => {
    if (!target) return;
    const result = await sendReport(target, body);
    // Reported before (another day, another tab): the server's words say so, and nothing changed.
    if (result.created) notify.success(result.message);
    else notify.message(result.message);
    onReported?.();
  };
  return (
    <ReasonDialog
      open={target !== null}
      onClose={onClose}
      title={`Report this ${subject}`}
      description={subject === 'message' ? T.reportExplained : T.contentReportExplained}
      // A message's reason is refused in its own words; a question's or an answer's in the shared ones.
      schema={subject === 'message' ? reportMessageSchema : reportContentSchema}
      field={{
        label: 'What is wrong with it?',
        maxLength: MAX_REPORT_REASON_LENGTH,
        placeholder: target ? `Tell the organisers why ${whose(target)} is not OK.` : undefined,
      }}
      submit={{ label: 'Report', busyLabel: 'Reporting...', icon: Flag }}
      onSubmit={send}
    />
  );
}

/** A 'Report' button with its dialog, for a host that has no menu of its own (a question, an answer).
 * Once sent it reads 'Reported' for as long as the page is open. */
export function ReportAction({ className, ...target }: ReportTarget & { className?: string }) {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const noun = target.subject === 'tool' ? 'tool' : target.subject;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('text-stone hover:text-danger', className)}
        aria-label={
          reported
            ? `You reported this ${noun}`
            : target.subject === 'tool'
              ? `Report ${target.toolName}`
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
