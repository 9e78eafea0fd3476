// The member's conversations beside the chat: a sidebar on wide screens, a drawer on phones. Both start
// with 'New Conversation', and the way to Answers from the team (the FAQ) under it.
import { BookOpenText, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { Button, buttonClasses } from '../../components/ui/Button';
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

/** Answers from the team: questions other members asked, perhaps the member's own, already answered. */
function AnswersLink({ tone }: { tone: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <Link
      to={ROUTES.answers}
      className={buttonClasses(dark ? 'outline-light' : 'outline', 'md', cn('mt-2.5 w-full', !dark && 'bg-paper'))}
    >
      <BookOpenText className={cn('size-4', dark ? 'text-brand-bright' : 'text-brand-deep')} aria-hidden="true" />
      Answers from the team
    </Link>
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
        <AnswersLink tone="light" />
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
        <AnswersLink tone="dark" />
      </div>
      <ConversationList tone="dark" {...list} />
    </Sheet>
  );
}
