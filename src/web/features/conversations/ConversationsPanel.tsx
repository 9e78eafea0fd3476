// The member's conversations beside the chat: a sidebar on wide screens, a drawer on phones. Both start
// with 'New Conversation'.
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Sheet } from '../../components/ui/Sheet';
import { ConversationList, type ConversationListProps } from './ConversationList';

type ListProps = Omit<ConversationListProps, 'tone'>;

function NewConversationButton({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <Button className={cn(className, 'w-full')} onClick={onClick}>
      <Plus className="size-4" aria-hidden="true" />
      New Conversation
    </Button>
  );
}

export function ConversationsSidebar({
  newReplies,
  onNewConversation,
  list,
}: {
  newReplies: number;
  onNewConversation: () => void;
  list: ListProps;
}) {
  return (
    <section
      aria-labelledby="ask-conversations-title"
      className="hidden w-72 shrink-0 flex-col border-r border-line bg-paper md:flex xl:w-80"
    >
      <div className="border-b border-line px-5 pt-6 pb-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id="ask-conversations-title" className="font-display text-2xl">
            Conversations
          </h2>
          {newReplies > 0 ? (
            <span className="rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-white tabular-nums">
              {newReplies} new<span className="sr-only"> {newReplies === 1 ? 'reply' : 'replies'}</span>
            </span>
          ) : null}
        </div>
        <NewConversationButton className="mt-4" onClick={onNewConversation} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <ConversationList tone="light" {...list} />
      </div>
    </section>
  );
}

type DrawerProps = { open: boolean; onOpenChange: (open: boolean) => void; onNewConversation: () => void; list: ListProps };

export function ConversationsDrawer({ open, onOpenChange, onNewConversation, list }: DrawerProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title="Conversations"
      description="Your past questions and the team’s replies"
    >
      <div className="px-4 pt-4 pb-2">
        <NewConversationButton onClick={onNewConversation} />
      </div>
      <ConversationList tone="dark" {...list} />
    </Sheet>
  );
}
