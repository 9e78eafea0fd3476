import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { cn } from './cn';

/** Banners clear themselves after 8 seconds (spec 9). */
export const BANNER_DISMISS_MS = 8000;

export type BannerTone = 'error' | 'success';

type BannerProps = {
  tone: BannerTone;
  children: ReactNode;
  /** Called by the close button and, when autoDismiss is on, after 8 seconds. */
  onDismiss?: () => void;
  autoDismiss?: boolean;
  className?: string;
};

const tones: Record<BannerTone, string> = {
  error: 'border-danger/25 bg-danger-soft text-danger',
  success: 'border-success/25 bg-success-soft text-success',
};

export function Banner({ tone, children, onDismiss, autoDismiss = false, className }: BannerProps) {
  useEffect(() => {
    if (!autoDismiss || !onDismiss) return;
    const timer = window.setTimeout(onDismiss, BANNER_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [autoDismiss, onDismiss, children]);

  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex animate-rise items-start gap-3 rounded-xl border px-4 py-3 text-sm leading-6', tones[tone], className)}
    >
      <Icon className="mt-0.5 size-[1.1rem] shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 font-medium">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss message"
          className="-my-1 -mr-2 grid size-8 shrink-0 place-items-center rounded-lg opacity-75 transition hover:bg-black/5 hover:opacity-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

type ErrorBannerProps = {
  error: unknown;
  /** The spec's words for this failure, when the server gave no reason of its own. */
  fallback?: string;
  className?: string;
};

/** A failure said in a banner: the server's reason, or the spec's words for it. */
export function ErrorBanner({ error, fallback, className }: ErrorBannerProps) {
  return (
    <Banner tone="error" className={className}>
      {errorMessage(error, fallback)}
    </Banner>
  );
}
