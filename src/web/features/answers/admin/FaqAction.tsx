// 'Publish to FAQ' or 'Edit FAQ entry' on a question in the inbox (issue 20): the dashboard puts it among
// the inbox's actions for each answered or archived question (app/admin).
import { BookOpenCheck } from 'lucide-react';
import { useState } from 'react';
import type { Conversation } from '../../../../common/contracts/ask';
import { RowAction } from '../../../components/ui/RowAction';
import { FaqEditor } from './FaqEditor';

/** An answered question its member allowed to share: publish it to the FAQ, or edit its entry. */
export function FaqAction({ entry }: { entry: Conversation }) {
  const [open, setOpen] = useState(false);
  if (!entry.sharePermission || entry.status !== 'answered') return null;
  return (
    <>
      <RowAction
        icon={BookOpenCheck}
        label={entry.inFaq ? 'Edit FAQ entry' : 'Publish to FAQ'}
        subject={`from ${entry.name}’s question`}
        onClick={() => setOpen(true)}
      />
      <FaqEditor open={open} onOpenChange={setOpen} conversationId={entry.id} />
    </>
  );
}
