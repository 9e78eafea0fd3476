import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './Spinner';

export type ButtonVariant =
  'primary' | 'dark' | 'outline' | 'outline-light' | 'ghost' | 'ghost-light' | 'danger' | 'danger-outline' | 'danger-ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none transition-[background-color,border-color,color,box-shadow,transform] duration-200 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-55 disabled:active:translate-y-0';

// Each variant sets its own colours: a colour passed in `className` does not reliably win over the variant's
// (both are single utilities, and the stylesheet's order decides, not the attribute's), so a destructive
// button is a variant, never an outline recoloured from outside.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-ink shadow-[inset_0_1px_0_rgb(255_255_255/0.25)] hover:bg-brand-bright disabled:hover:bg-brand',
  dark: 'bg-ink text-cream hover:bg-ink-3 disabled:hover:bg-ink',
  outline: 'border border-ink/20 bg-transparent text-ink hover:border-ink/60 hover:bg-ink/[0.03]',
  'outline-light': 'border border-cream/30 bg-transparent text-cream hover:border-brand hover:text-brand-bright',
  ghost: 'bg-transparent text-ink hover:bg-ink/[0.06]',
  'ghost-light': 'bg-transparent text-cream hover:bg-cream/10',
  danger: 'bg-danger text-white hover:bg-danger/90',
  /** The way into something destructive (it asks before doing it): red, but quieter than the final step. */
  'danger-outline': 'border border-danger/40 bg-paper text-danger hover:border-danger hover:bg-danger-soft',
  /** A quiet destructive action beside others in a row (turning a calendar address off): red text only. */
  'danger-ghost': 'bg-transparent text-danger hover:bg-danger-soft',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-sm',
  lg: 'h-13 px-8 text-[0.78rem] tracking-[0.18em] uppercase',
};

/** The classes of a button, for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and the busy label, and disables the button. */
  busy?: boolean;
  busyLabel?: ReactNode;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', busy = false, busyLabel, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? (
        <>
          <Spinner className="size-4" />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
});
