import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown below the input in red; marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  /** Something placed inside the input on the right (a toggle button). */
  trailing?: ReactNode;
};

export const inputClasses =
  'block h-12 w-full rounded-xl border border-line bg-paper px-4 text-[0.95rem] text-ink placeholder:text-stone/60 shadow-[inset_0_1px_2px_rgb(13_12_11/0.04)] transition-colors duration-150 hover:border-ink/30 focus:border-brand-deep focus-visible:outline-2 focus-visible:outline-offset-1 aria-[invalid=true]:border-danger disabled:bg-cream-2 disabled:text-stone';

/** The label above a field, in the look every field shares (the form kit's, a filter's select). */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-2 block text-[0.8rem] font-semibold tracking-wide text-ink">
      {children}
    </label>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, trailing, className, ...input },
  ref,
) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(inputClasses, trailing ? 'pr-12' : undefined)}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-2 text-xs text-stone">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
});

type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="grid size-9 place-items-center rounded-lg text-stone transition-colors hover:bg-ink/5 hover:text-ink"
        >
          <Icon className="size-[1.1rem]" aria-hidden="true" />
          {/* Text, not aria-label, so the field's label is the only label matching "Password"; aria-pressed says whether it is shown. */}
          <span className="sr-only">{`Show ${props.label.toLowerCase()}`}</span>
        </button>
      }
    />
  );
});
