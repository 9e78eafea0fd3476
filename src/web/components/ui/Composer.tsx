// A field to write in and send from, as the Ask chat and a conversation use it: Enter sends, Shift+Enter
// adds a line (not while an input method composes), the text area grows with its text up to 200 px
// (spec 9) and then scrolls, and the round Send button sits at its end. Focus draws the house focus ring
// (3:1 on cream and paper) round the whole field. What goes under it (the Enter hint, a counter) is the
// caller's, as children.
import { ArrowUp } from 'lucide-react';
import { forwardRef, useId, useImperativeHandle, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './Spinner';

/** Spec 9: the chat text area's maximum height. */
export const COMPOSER_MAX_HEIGHT_PX = 200;

type ComposerProps = {
  value: string;
  onChange: (value: string) => void;
  /** Enter or Send: the caller decides whether there is anything to send. */
  onSubmit: () => void;
  /** The field's name, read out (the label is visually hidden). */
  label: string;
  placeholder: string;
  /** The text area is disabled (the chat waits for a choice instead of text). */
  disabled?: boolean;
  /** Send is disabled: nothing to send, or it is being sent. */
  sendDisabled: boolean;
  /** A send is on its way: the button spins and says so. */
  sending?: boolean;
  /** The text is refused (over the limit): the field says so with its border and aria-invalid. */
  invalid?: boolean;
  /** The ids of what describes the field (the hint, a counter). */
  describedBy?: string;
  className?: string;
  /** Under the field: the hint, a counter. */
  children?: ReactNode;
};

export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer(
  {
    value,
    onChange,
    onSubmit,
    label,
    placeholder,
    disabled = false,
    sendDisabled,
    sending = false,
    invalid = false,
    describedBy,
    className,
    children,
  },
  ref,
) {
  const id = useId();
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
          invalid && 'border-danger/60',
        )}
      >
        <textarea
          ref={area}
          id={id}
          rows={1}
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
          className="block max-h-[200px] min-h-10 flex-1 resize-none bg-transparent py-2 text-base leading-6 text-ink placeholder:text-stone/75 focus:outline-none focus-visible:outline-none disabled:cursor-not-allowed"
        />
        <button
          type="submit"
          disabled={sendDisabled}
          aria-label={sending ? 'Sending' : 'Send'}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand text-ink shadow-[inset_0_1px_0_rgb(255_255_255/0.25)] transition-[background-color,opacity,transform] hover:bg-brand-bright active:translate-y-px disabled:cursor-not-allowed disabled:bg-ink/10 disabled:text-stone/70"
        >
          {sending ? <Spinner className="size-4" /> : <ArrowUp className="size-5" aria-hidden="true" />}
        </button>
      </div>
      {children}
    </form>
  );
});
