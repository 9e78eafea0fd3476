// Writing a message: Enter sends, Shift+Enter adds a line, the field grows with its text up to 200 px and
// then scrolls; near the limit a counter says how many characters are left, and past it Send waits. When
// the member may not write in this thread (the connection was removed, or a block) the field is disabled
// and says why, in the server's words.
import { ArrowUp } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../common/contracts/conversations-routes';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/Spinner';

const MAX_HEIGHT_PX = 200;
/** The counter shows once this few characters are left. */
export const COUNTER_FROM_LEFT = 400;

type MessageComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** 'Message Ana': the field's name. */
  label: string;
  /** Why the member may not write here (the server's text); the field is disabled while it is set. */
  whyNot?: string | null;
  sending?: boolean;
};

export function MessageComposer({ value, onChange, onSend, label, whyNot, sending = false }: MessageComposerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const area = useRef<HTMLTextAreaElement>(null);
  const disabled = Boolean(whyNot);
  const length = value.trim().length;
  const left = MESSAGE_MAX_LENGTH - length;
  const tooLong = left < 0;
  const canSend = !disabled && !sending && length > 0 && !tooLong;

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
    element.style.overflowY = element.scrollHeight > MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [value]);

  const send = () => {
    if (canSend) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  if (disabled) {
    return (
      <div role="status" className="rounded-2xl border border-line bg-cream-2/70 px-4 py-3.5 text-sm leading-6 text-stone">
        {whyNot}
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div
        className={cn(
          'flex items-end gap-2 rounded-[1.4rem] border border-line bg-paper py-1.5 pr-1.5 pl-4 shadow-[0_1px_2px_rgb(13_12_11/0.04),0_10px_28px_-18px_rgb(13_12_11/0.35)] transition-[border-color,box-shadow]',
          'has-[textarea:focus]:border-[var(--focus-ring)] has-[textarea:focus]:outline-2 has-[textarea:focus]:outline-offset-2 has-[textarea:focus]:outline-[var(--focus-ring)] has-[textarea:focus]:outline-solid',
          tooLong && 'border-danger/60',
        )}
      >
        <textarea
          ref={area}
          id={id}
          rows={1}
          value={value}
          placeholder="Write a message"
          aria-describedby={`${hintId}${left <= COUNTER_FROM_LEFT ? ` ${counterId}` : ''}`}
          aria-invalid={tooLong || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
          className="block max-h-[200px] min-h-10 flex-1 resize-none bg-transparent py-2 text-base leading-6 text-ink placeholder:text-stone/75 focus:outline-none focus-visible:outline-none"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={sending ? 'Sending' : 'Send'}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand text-ink shadow-[inset_0_1px_0_rgb(255_255_255/0.25)] transition-[background-color,opacity,transform] hover:bg-brand-bright active:translate-y-px disabled:cursor-not-allowed disabled:bg-ink/10 disabled:text-stone/70"
        >
          {sending ? <Spinner className="size-4" /> : <ArrowUp className="size-5" aria-hidden="true" />}
        </button>
      </div>
      <div className="mt-2 flex items-center justify-between gap-3 px-1 text-[0.7rem] text-stone">
        <p id={hintId} className="hidden md:block">
          Press Enter to send, Shift+Enter for a new line
        </p>
        {left <= COUNTER_FROM_LEFT ? (
          <p
            id={counterId}
            aria-live="polite"
            className={cn('ml-auto tabular-nums', tooLong ? 'font-semibold text-danger' : 'text-stone')}
          >
            {tooLong
              ? `${(-left).toLocaleString('en-US')} characters over the limit`
              : `${left.toLocaleString('en-US')} characters left`}
          </p>
        ) : null}
      </div>
    </form>
  );
}
