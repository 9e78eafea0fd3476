// The chat's input (spec 2.4): Enter sends, Shift+Enter adds a line, and the text area grows with its
// text up to 200 px, then scrolls. Focus draws the house focus ring (3:1 on cream and paper) round the
// whole field; while the step asks for a choice instead of text the field is disabled and says nothing
// about Enter.
import { ArrowUp } from 'lucide-react';
import { forwardRef, useId, useImperativeHandle, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { cn } from '../../components/ui/cn';

/** Spec 9: the chat text area's maximum height. */
export const COMPOSER_MAX_HEIGHT_PX = 200;

type ChatComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  label: string;
  placeholder: string;
  disabled?: boolean;
  className?: string;
};

export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(function ChatComposer(
  { value, onChange, onSubmit, label, placeholder, disabled = false, className },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const area = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => area.current!, []);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
    element.style.overflowY = element.scrollHeight > COMPOSER_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  };

  const blank = value.trim() === '';
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div
        className={cn(
          'flex items-end gap-2 rounded-[1.4rem] border border-line bg-paper py-1.5 pr-1.5 pl-4 shadow-[0_1px_2px_rgb(13_12_11/0.04),0_10px_28px_-18px_rgb(13_12_11/0.35)] transition-[border-color,box-shadow]',
          'has-[textarea:focus]:border-[var(--focus-ring)] has-[textarea:focus]:outline-2 has-[textarea:focus]:outline-offset-2 has-[textarea:focus]:outline-[var(--focus-ring)] has-[textarea:focus]:outline-solid',
          disabled && 'bg-cream-2',
        )}
      >
        <textarea
          ref={area}
          id={id}
          rows={1}
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          aria-describedby={disabled ? undefined : hintId}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
          className="block max-h-[200px] min-h-10 flex-1 resize-none bg-transparent py-2 text-base leading-6 text-ink placeholder:text-stone/75 focus:outline-none focus-visible:outline-none disabled:cursor-not-allowed"
        />
        <button
          type="submit"
          disabled={disabled || blank}
          aria-label="Send"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand text-ink shadow-[inset_0_1px_0_rgb(255_255_255/0.25)] transition-[background-color,opacity,transform] hover:bg-brand-bright active:translate-y-px disabled:cursor-not-allowed disabled:bg-ink/10 disabled:text-stone/70"
        >
          <ArrowUp className="size-5" aria-hidden="true" />
        </button>
      </div>
      {/* Hidden, not removed, while disabled: the composer keeps its height between the steps. */}
      <p id={hintId} className={cn('mt-2 hidden text-center text-[0.7rem] text-stone md:block', disabled && 'invisible')}>
        Press Enter to send, Shift+Enter for a new line
      </p>
    </form>
  );
});
