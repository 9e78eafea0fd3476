// The chat the member is having: a short introduction, the thread with its question and yes/no buttons,
// and once it is complete, the save's progress, the saved entry and 'Ask another question'.
import { Lock, MessageSquareText, Plus, RotateCw, UsersRound } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import type { AskQuestion, Conversation } from '../../../common/contracts/ask';
import { Button } from '../../components/ui/Button';
import { ChoiceCards, type ChoiceCard } from '../../components/ui/ChoiceCards';
import { Monogram } from '../../components/ui/Monogram';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import type { ChatStep } from './chat-machine';
import type { ChatMessage } from './chat-script';
import { ChatThread } from './ChatThread';
import { ConversationCard } from './ConversationCard';
import type { Audience } from './use-ask-chat';

type SaveState = { isPending: boolean; isError: boolean; error: unknown };

type LiveChatProps = {
  askLabel: string;
  shortName: string;
  log: ChatMessage[];
  step: ChatStep;
  onSubmit: (text: string) => void;
  save: SaveState;
  /** The saved entry as the list now has it (with its status), once the save has answered. */
  savedEntry: Conversation | null;
  onRetrySave: () => void;
  onAskAnother: () => void;
  /** The first question, or Yes: where the focus goes when a step asks for a choice. */
  firstChoiceRef: Ref<HTMLButtonElement>;
  askAnotherRef: Ref<HTMLButtonElement>;
  /** The last step's second way to ask, when the app offers it (issue 36): who the question is for, and
   * the open question's form that takes the place of Yes and No once the members are chosen. */
  wider?: {
    audience: Audience;
    onAudience: (audience: Audience) => void;
    choiceRef: Ref<HTMLInputElement>;
    form: ReactNode;
  };
};

const AUDIENCES: readonly ChoiceCard<Audience>[] = [
  {
    value: 'team',
    title: 'Only the team',
    description: 'Private: the team replies here, as always.',
    icon: <Lock className="size-4" />,
  },
  {
    value: 'members',
    title: 'The team and members who can help',
    description: 'We also ask a few members whose profile matches. You choose whether they see your name.',
    icon: <UsersRound className="size-4" />,
  },
];

export function LiveChat({
  askLabel,
  shortName,
  log,
  step,
  onSubmit,
  save,
  savedEntry,
  onRetrySave,
  onAskAnother,
  firstChoiceRef,
  askAnotherRef,
  wider,
}: LiveChatProps) {
  const atLastStep = step === 'permission';
  const openQuestion = atLastStep && wider?.audience === 'members';
  return (
    <>
      <ChatIntro askLabel={askLabel} shortName={shortName} />
      <ChatThread
        log={log}
        onChooseQuestion={step === 'questions' ? (question: AskQuestion) => onSubmit(question) : undefined}
        onQuickReply={atLastStep && !openQuestion ? onSubmit : undefined}
        firstChoiceRef={firstChoiceRef}
        lastChoice={
          atLastStep && wider ? (
            <ChoiceCards
              legend="Who should answer?"
              options={AUDIENCES}
              value={wider.audience}
              onChange={wider.onAudience}
              ref={wider.choiceRef}
            />
          ) : null
        }
      >
        {openQuestion ? <div className="pt-2 pl-10.5 sm:pl-12">{wider.form}</div> : null}
        {step === 'complete' ? (
          <div className="space-y-4 pt-2 pl-10.5 sm:pl-12">
            {save.isPending ? (
              <p role="status" className="flex items-center gap-3 text-sm text-stone">
                <Spinner className="size-4 text-brand-deep" />
                Saving your question...
              </p>
            ) : null}
            {save.isError ? (
              <div
                role="alert"
                className="rounded-xl border border-danger/25 bg-danger-soft px-4 py-3 text-sm leading-6 text-danger"
              >
                <p className="font-medium">Your question could not be saved just now. {errorMessage(save.error)}</p>
                <Button variant="outline" size="sm" className="mt-3" onClick={onRetrySave}>
                  <RotateCw className="size-3.5" aria-hidden="true" />
                  Try again
                </Button>
              </div>
            ) : null}
            {savedEntry ? <ConversationCard entry={savedEntry} /> : null}
            <Button ref={askAnotherRef} variant="outline" onClick={onAskAnother}>
              <Plus className="size-4" aria-hidden="true" />
              Ask another question
            </Button>
          </div>
        ) : null}
      </ChatThread>
    </>
  );
}

function ChatIntro({ askLabel, shortName }: { askLabel: string; shortName: string }) {
  return (
    <div className="mb-8 flex flex-col items-center text-center">
      <span className="relative">
        <Monogram letter={shortName} className="size-14" />
        <MessageSquareText
          className="absolute -right-1.5 -bottom-1.5 size-6 rounded-full bg-brand p-1 text-ink ring-2 ring-cream"
          aria-hidden="true"
        />
      </span>
      <h2 className="mt-4 font-display text-2xl sm:text-3xl">Ask the collective</h2>
      <p className="mt-2 max-w-md text-sm leading-6 text-stone">
        Hiring, introductions, a problem to solve or something to learn: {askLabel} puts your question to the {shortName} team,
        who reply here.
      </p>
    </div>
  );
}
