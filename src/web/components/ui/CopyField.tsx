// A value to copy (an access link, a calendar address) in a read-only field, selected on focus, with a
// Copy button whose check mark reverts after 2 seconds (spec 4.3, 9) and a status for screen readers.
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { notify } from '../../lib/notify';
import { cn } from './cn';

export const COPY_REVERT_MS = 2000;

async function writeClipboard(text: string, input: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older or locked-down browsers: copy the selected field's text the old way.
  input?.select();
  if (!document.execCommand('copy')) throw new Error('The browser refused to copy');
}

const sizes = {
  // A row of the Magic Links list.
  sm: { frame: 'h-10 pl-3', input: 'text-[0.78rem]', button: 'm-1 h-8 px-2.5 text-xs', icon: 'size-3.5' },
  // A card of its own (the calendar address).
  md: { frame: 'h-12 pl-4', input: 'text-[0.8rem]', button: 'm-1.5 h-9 px-3 text-sm', icon: 'size-4' },
};

type CopyFieldProps = {
  value: string;
  /** Names the field for assistive technology, e.g. "Sign-up link for ana@example.com". */
  label: string;
  /** What is copied, for the button ('Copy link') and the status ('Link copied to the clipboard'). */
  noun: string;
  /** The toast when the browser will not copy. */
  failedMessage: string;
  size?: keyof typeof sizes;
  tone?: 'paper' | 'soft';
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

export function CopyField({ value, label, noun, failedMessage, size = 'sm', tone = 'paper', className, ref }: CopyFieldProps) {
  const id = useId();
  const own = useRef<HTMLInputElement | null>(null);
  const [copied, setCopied] = useState(false);
  const look = sizes[size];

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_REVERT_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const setRefs = (element: HTMLInputElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const copy = async () => {
    try {
      await writeClipboard(value, own.current);
      setCopied(true);
    } catch (error) {
      console.warn('[copy] copying failed', error);
      notify.error(failedMessage);
    }
  };

  const Icon = copied ? Check : Copy;
  return (
    <div
      className={cn(
        'flex min-w-0 items-center rounded-xl border border-line transition-colors focus-within:border-brand-deep',
        look.frame,
        tone === 'paper' ? 'bg-paper' : 'bg-cream/60',
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={setRefs}
        id={id}
        type="text"
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className={cn('h-full min-w-0 flex-1 truncate bg-transparent font-mono text-ink/80 outline-none', look.input)}
      />
      <button
        type="button"
        onClick={copy}
        className={cn(
          'inline-flex shrink-0 items-center gap-1.5 rounded-lg font-semibold transition-colors',
          look.button,
          copied ? 'bg-success-soft text-success' : 'bg-ink text-cream hover:bg-ink-3',
        )}
      >
        <Icon className={look.icon} aria-hidden="true" />
        {copied ? 'Copied' : 'Copy'}
        <span className="sr-only">{copied ? ' to the clipboard' : ` ${noun}`}</span>
      </button>
      <span role="status" className="sr-only">
        {copied ? `${noun[0].toUpperCase()}${noun.slice(1)} copied to the clipboard` : ''}
      </span>
    </div>
  );
}
