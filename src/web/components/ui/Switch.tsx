// An on/off switch with its label, announced as a switch.
import { cn } from './cn';

export function Switch({
  checked,
  onChange,
  label,
  className,
  describedBy,
  name,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  className?: string;
  /** The id of a sentence that says what the switch means. */
  describedBy?: string;
  /** A form's field name, so a refusal of it can focus the switch. */
  name?: string;
  /** Shown as it stands and not changeable (say why beside it). */
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      name={name}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'group inline-flex shrink-0 items-center gap-3 rounded-full py-1 text-sm font-semibold text-ink disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors',
          checked ? 'bg-brand-deep' : 'bg-ink/20 group-hover:bg-ink/30',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-paper shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </span>
      {label}
    </button>
  );
}
