// A saved entry opened in place of the live chat: a bar back to the chat, the entry's card with the
// team's reply, and the chat it came from told again.
import { ArrowLeft, BookOpenText } from 'lucide-react';
import type { Conversation } from '../../../common/contracts/ask';
import { ROUTES } from '../../../common/routes';
import { Button } from '../../components/ui/Button';
import { ArrowLink } from '../../components/ui/ArrowLink';
import { formatShortDate } from '../../lib/format-date';
import { replayEntry, type ScriptContext } from './chat-script';
import { ChatThread } from './ChatThread';
import { ConversationCard } from './ConversationCard';

export function PastConversationBar({ entry, onBack }: { entry: Conversation; onBack: () => void }) {
  return (
    <div className="flex items-center gap-3 border-b border-line bg-paper/80 px-3 py-2 md:px-8">
      <div className="mx-auto flex w-full max-w-3xl items-center gap-3">
        <Button variant="ghost" size="sm" className="px-3" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <p className="min-w-0 truncate text-sm text-stone">
          Conversation of <time dateTime={entry.timestamp}>{formatShortDate(entry.timestamp)}</time>
        </p>
      </div>
    </div>
  );
}

export function PastConversation({ entry, context }: { entry: Conversation; context: ScriptContext }) {
  return (
    <>
      <ConversationCard key={entry.id} entry={entry} defaultOpen={entry.status === 'answered'} />
      {entry.inFaq ? <SharedNote /> : null}
      <div className="my-8 flex items-center gap-4">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        <h2 className="eyebrow text-stone">Transcript</h2>
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </div>
      <ChatThread key={entry.id} log={replayEntry(entry, context)} />
    </>
  );
}

/** The entry is published, without the member's name, in Answers from the team. */
function SharedNote() {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-brand/30 bg-brand-soft/50 px-4 py-3 text-sm leading-6 text-ink">
      <BookOpenText className="size-4 shrink-0 text-brand-deep" aria-hidden="true" />
      <span>Shared, without your name, in</span>
      <ArrowLink to={ROUTES.answers} inline>
        Answers from the team
      </ArrowLink>
    </p>
  );
}
