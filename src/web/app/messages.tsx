// /messages and /messages/:id composed (issue 35): the conversations feature's pages. Reporting a message
// and blocking a member (decision 055: the message-reports and blocks features) take the thread's slots
// here: a 'Report message' item in the menu of each of the other member's messages, 'Block' or 'Unblock'
// in the header's menu, and the dialogs they open.
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Flag, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { BlockDialog, type BlockChoice } from '../features/blocks/BlockDialog';
import { ConversationPage, MessagesPage } from '../features/conversations/pages';
import { ReportDialog, type ReportTarget } from '../features/message-reports/ReportAction';
import { refreshQueries } from '../lib/refresh';

export { MessagesPage };

export function ConversationRoute() {
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [blocking, setBlocking] = useState<BlockChoice | null>(null);
  return (
    <ConversationPage
      messageMenuItems={(message, thread) =>
        message.senderId === thread.other.id
          ? [
              {
                key: 'report',
                label: 'Report message',
                icon: <Flag className="size-4 text-danger" aria-hidden="true" />,
                onSelect: () =>
                  setReporting({
                    subject: 'message',
                    conversationId: thread.id,
                    messageId: message.id,
                    authorName: thread.other.name.split(' ')[0] || thread.other.name,
                  }),
              },
            ]
          : []
      }
      conversationMenuItems={(thread) => {
        // Organisers moderate rather than block, and cannot be blocked (decision 055).
        if (thread.other.isOrganiser) return [];
        const blocked = thread.blockedByMe;
        return [
          {
            key: 'block',
            label: blocked ? `Unblock ${thread.other.name}` : `Block ${thread.other.name}`,
            icon: blocked ? (
              <ShieldOff className="size-4 text-brand-deep" aria-hidden="true" />
            ) : (
              <Ban className="size-4 text-danger" aria-hidden="true" />
            ),
            onSelect: () => setBlocking({ attendeeId: thread.other.id, fullName: thread.other.name, block: !blocked }),
          },
        ];
      }}
      extras={
        <>
          <ReportDialog target={reporting} onClose={() => setReporting(null)} />
          <BlockDialog
            choice={blocking}
            onClose={() => setBlocking(null)}
            // The thread opens or closes for writing: it is read again.
            onDone={() => void refreshQueries(queryClient, ['conversations'])}
          />
        </>
      }
    />
  );
}
