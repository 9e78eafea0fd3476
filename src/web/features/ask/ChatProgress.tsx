// Where the member is in the chat: the five labelled steps on wide screens, 'Step n of 5' on phones.
import { Check } from 'lucide-react';
import { cn } from '../../components/ui/cn';
import { CHAT_PROGRESS_LABELS, chatStepNumber, type ChatStep } from './chat-machine';

const TOTAL = CHAT_PROGRESS_LABELS.length;

/** Steps done: everything before the current one, and all five once the chat is complete. */
const doneCount = (step: ChatStep) => (step === 'complete' ? TOTAL : chatStepNumber(step) - 1);

export function ChatProgress({ step, className }: { step: ChatStep; className?: string }) {
  const done = doneCount(step);
  return (
    <nav aria-label="Progress" className={className}>
      <ol className="flex items-start">
        {CHAT_PROGRESS_LABELS.map((label, index) => {
          const state = index < done ? 'done' : index === done ? 'current' : 'upcoming';
          return (
            <li
              key={label}
              className="relative flex flex-1 flex-col items-center text-center"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-3.5 right-1/2 left-[-50%] h-0.5 rounded-full',
                    index <= done ? 'bg-brand' : 'bg-line',
                  )}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  'relative z-10 grid size-7 place-items-center rounded-full text-xs font-bold transition-colors',
                  state === 'done' && 'bg-brand text-ink',
                  state === 'current' && 'bg-ink text-brand-bright ring-4 ring-brand/25',
                  state === 'upcoming' && 'border border-line bg-paper text-stone',
                )}
              >
                {state === 'done' ? <Check className="size-3.5" strokeWidth={3} /> : index + 1}
              </span>
              <span className={cn('mt-2 text-xs font-semibold', state === 'upcoming' ? 'text-stone' : 'text-ink')}>
                {label}
                <span className="sr-only">{state === 'done' ? ' (done)' : state === 'current' ? ' (current step)' : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Phones: 'Step n of 5' and a thin bar of five segments. */
export function ChatStepIndicator({ step, className }: { step: ChatStep; className?: string }) {
  const done = doneCount(step);
  const number = chatStepNumber(step);
  return (
    <div className={className}>
      <p className="text-[0.7rem] font-semibold tracking-[0.14em] whitespace-nowrap text-mist uppercase">
        {`Step ${number} of ${TOTAL}`}
        {step === 'complete' ? <span className="text-brand-bright"> · Complete</span> : null}
      </p>
      <div aria-hidden="true" className="mt-1.5 flex max-w-44 gap-1">
        {CHAT_PROGRESS_LABELS.map((label, index) => (
          <span
            key={label}
            className={cn(
              'h-1 flex-1 rounded-full',
              index < done ? 'bg-brand' : index === done ? 'bg-brand-bright/60' : 'bg-cream/15',
            )}
          />
        ))}
      </div>
    </div>
  );
}
