// A sign-up link in a read-only field with a Copy button whose check mark reverts after 2 seconds (spec 4.3, 9).
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ACCESS_REQUEST_TOASTS } from '../../../../common/contracts/access-requests';
import { cn } from '../../../components/ui/cn';
import { notify } from '../../../lib/notify';

export const COPY_REVERT_MS = 2000;

async function writeClipboard(text: string, input: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older or locked-down browsers: copy the selected field's text the old way.
  input?.select();
  if (!document.execCommand('copy')) throw new Error('The browser refused to copy');
}

type CopyLinkFieldProps = {
  link: string;
  /** Names the field for assistive technology, e.g. "Sign-up link for ana@example.com". */
  label: string;
  className?: string;
  tone?: 'paper' | 'soft';
};

export function CopyLinkField({ link, label, className, tone = 'paper' }: CopyLinkFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_REVERT_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await writeClipboard(link, input.current);
      setCopied(true);
    } catch (error) {
      console.warn('[access-links] copy failed', error);
      notify.error(ACCESS_REQUEST_TOASTS.copyFailed);
    }
  };

  const Icon = copied ? Check : Copy;
  return (
    <div
      className={cn(
        'flex h-10 min-w-0 items-center rounded-xl border border-line pl-3 transition-colors focus-within:border-brand-deep',
        tone === 'paper' ? 'bg-paper' : 'bg-cream/60',
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="text"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="h-full min-w-0 flex-1 truncate bg-transparent font-mono text-[0.78rem] text-ink/80 outline-none"
      />
      <button
        type="button"
        onClick={copy}
        className={cn(
          'm-1 inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-xs font-semibold transition-colors',
          copied ? 'bg-success-soft text-success' : 'bg-ink text-cream hover:bg-ink-3',
        )}
      >
        <Icon className="size-3.5" aria-hidden="true" />
        {copied ? 'Copied' : 'Copy'}
        <span className="sr-only">{copied ? ' to the clipboard' : ' link'}</span>
      </button>
      <span role="status" className="sr-only">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
    </div>
  );
}
