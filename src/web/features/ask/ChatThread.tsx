// The conversation itself: the assistant's prompts on the left, the member's answers as bubbles on the
// right, the five questions as buttons under the prompt that asks for one, and yes/no shortcuts.
import { CircleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { ASK_QUESTIONS, type AskQuestion } from '../../../common/contracts/ask';
import { cn } from '../../components/ui/cn';
import { Monogram } from '../../components/ui/Monogram';
import { useBrand } from '../../lib/config';
import type { ChatMessage } from './chat-script';

type ChatThreadProps = {
  log: ChatMessage[];
  /** Offer the five questions under the last message (the questions step of a live chat). */
  onChooseQuestion?: (question: AskQuestion) => void;
  /** Offer Yes and No under the last message (the permission step of a live chat). */
  onQuickReply?: (text: string) => void;
  /** Given to the first of the offered choices (a question or Yes), so the chat can move the focus there. */
  firstChoiceRef?: Ref<HTMLButtonElement>;
  /** Under the last message, before Yes and No: the last step's choice of who the question is for. */
  lastChoice?: ReactNode;
  /** What follows the messages: the saved entry's card, a saving note. */
  children?: ReactNode;
};

function AssistantRow({ children, first }: { children: ReactNode; first: boolean }) {
  const { shortName } = useBrand();
  return (
    <div className="flex items-end gap-2.5 sm:gap-3">
      <div className="w-8 shrink-0 sm:w-9">{first ? <Monogram letter={shortName} className="size-8 sm:size-9" /> : null}</div>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

export function ChatThread({ log, onChooseQuestion, onQuickReply, firstChoiceRef, lastChoice, children }: ChatThreadProps) {
  const { shortName } = useBrand();
  const lastIndex = log.length - 1;
  return (
    <div className="space-y-3">
      {log.map((message, index) => {
        const previous = log[index - 1];
        const next = log[index + 1];
        const startsGroup = !previous || previous.from !== message.from;
        const endsGroup = !next || next.from !== message.from;
        if (message.from === 'member') {
          return (
            <div key={message.id} className={cn('flex justify-end pl-10 sm:pl-24', startsGroup && 'pt-1')}>
              <p className="max-w-full animate-rise rounded-2xl rounded-br-md bg-ink px-4 py-2.5 leading-7 break-words whitespace-pre-line text-cream shadow-[0_8px_20px_-12px_rgb(13_12_11/0.6)]">
                <span className="sr-only">You: </span>
                {message.text}
              </p>
            </div>
          );
        }
        const isLast = index === lastIndex;
        return (
          <AssistantRow key={message.id} first={endsGroup}>
            {startsGroup ? (
              <p className="mb-1.5 text-[0.7rem] font-semibold tracking-[0.14em] text-stone uppercase">{shortName} Team</p>
            ) : null}
            {message.kind === 'error' ? (
              <p
                role="alert"
                className="inline-flex max-w-[36rem] animate-rise items-start gap-2 rounded-2xl rounded-bl-md border border-danger/20 bg-danger-soft px-4 py-2.5 leading-7 font-medium text-danger"
              >
                <CircleAlert className="mt-1.5 size-4 shrink-0" aria-hidden="true" />
                {message.text}
              </p>
            ) : (
              <div className="inline-block max-w-[36rem] animate-rise rounded-2xl rounded-bl-md border border-line bg-paper px-4 py-2.5 shadow-[0_1px_2px_rgb(13_12_11/0.04)]">
                <p className="leading-7 text-ink">{message.text}</p>
                {message.detail ? <p className="mt-0.5 text-sm leading-6 text-stone">{message.detail}</p> : null}
              </div>
            )}
            {isLast && onChooseQuestion ? (
              <div role="group" aria-label="Choose a question" className="mt-3 grid max-w-[36rem] gap-2">
                {ASK_QUESTIONS.map((question, n) => (
                  <button
                    key={question}
                    ref={n === 0 ? firstChoiceRef : undefined}
                    type="button"
                    onClick={() => onChooseQuestion(question)}
                    className="group flex animate-rise items-center gap-3 rounded-xl border border-line bg-paper px-4 py-3 text-left font-medium text-ink shadow-[0_1px_2px_rgb(13_12_11/0.04)] transition-[border-color,background-color,transform] hover:-translate-y-px hover:border-brand hover:bg-brand-soft/50"
                    style={{ animationDelay: `${n * 40}ms` }}
                  >
                    <span
                      aria-hidden="true"
                      className="grid size-7 shrink-0 place-items-center rounded-full bg-cream-2 text-xs font-bold text-brand-deep transition-colors group-hover:bg-brand group-hover:text-ink"
                    >
                      {n + 1}
                    </span>
                    {question}
                  </button>
                ))}
              </div>
            ) : null}
            {isLast && lastChoice ? <div className="mt-3 max-w-[36rem]">{lastChoice}</div> : null}
            {isLast && onQuickReply ? <QuickReplies onReply={onQuickReply} firstRef={firstChoiceRef} /> : null}
          </AssistantRow>
        );
      })}
      {children}
    </div>
  );
}

function QuickReplies({ onReply, firstRef }: { onReply: (text: string) => void; firstRef?: Ref<HTMLButtonElement> }) {
  return (
    <div role="group" aria-label="Quick replies" className="mt-3 flex gap-2">
      {['Yes', 'No'].map((word, n) => (
        <button
          key={word}
          ref={n === 0 ? firstRef : undefined}
          type="button"
          onClick={() => onReply(word)}
          className="h-10 min-w-20 animate-rise rounded-full border border-ink/20 bg-paper px-5 text-sm font-semibold text-ink transition-colors hover:border-brand hover:bg-brand-soft/60"
        >
          {word}
        </button>
      ))}
    </div>
  );
}
