// The chat's headings. Phones: the ASK {SHORT} bar with the drawer, a new chat and the step. Wide
// screens: the title and the five-step progress bar.
import { PanelLeftOpen, SquarePen } from 'lucide-react';
import { newRepliesLabel } from '../../lib/new-replies';
import type { ChatStep } from './chat-machine';
import { ChatProgress, ChatStepIndicator } from './ChatProgress';
import { IconButton } from '../../components/ui/IconButton';

type PhoneChatHeaderProps = {
  askLabel: string;
  step: ChatStep;
  /** A past conversation is open instead of the live chat. */
  viewingPast: boolean;
  newReplies: number;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  onNewConversation: () => void;
};

export function PhoneChatHeader({
  askLabel,
  step,
  viewingPast,
  newReplies,
  drawerOpen,
  onOpenDrawer,
  onNewConversation,
}: PhoneChatHeaderProps) {
  const newCountLabel = newRepliesLabel(newReplies);
  return (
    <div className="surface-dark flex items-center gap-1.5 border-b border-ink-line bg-ink px-2 py-2 text-cream md:hidden">
      <IconButton
        icon={PanelLeftOpen}
        label={newReplies > 0 ? `Open conversations, ${newCountLabel}` : 'Open conversations'}
        size="lg"
        surface="dark"
        onClick={onOpenDrawer}
        aria-expanded={drawerOpen}
        badge={
          newReplies > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1.5 right-1.5 grid min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[0.62rem] leading-4.5 font-bold text-white ring-2 ring-ink"
            >
              {newReplies}
            </span>
          ) : null
        }
      />
      <div className="min-w-0 flex-1 px-1">
        <h1 className="font-display text-lg leading-6 tracking-[0.08em]">{askLabel}</h1>
        {viewingPast ? (
          <p className="text-[0.7rem] font-semibold tracking-[0.14em] text-mist uppercase">Past conversation</p>
        ) : (
          <ChatStepIndicator step={step} />
        )}
      </div>
      <IconButton icon={SquarePen} label="New Conversation" size="lg" surface="dark" onClick={onNewConversation} />
    </div>
  );
}

export function WideChatHeader({ askLabel, step, viewingPast }: { askLabel: string; step: ChatStep; viewingPast: boolean }) {
  return (
    <div className="hidden border-b border-line bg-paper/60 px-8 pt-6 pb-5 md:block">
      <div className="mx-auto flex max-w-3xl items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-brand-deep">Ask the collective</p>
          <h1 className="mt-1 font-display text-3xl leading-tight">{askLabel}</h1>
        </div>
      </div>
      {viewingPast ? null : <ChatProgress step={step} className="mx-auto mt-6 max-w-3xl" />}
    </div>
  );
}
