// The actions on a row of any dashboard list (spotlight items, events, newsletters, access requests,
// conversations, a member): one look everywhere. Each is a 36 px pill with an icon and a short word,
// and its accessible name says which row it acts on ("Edit Salon recap"), so a screen reader's list of
// buttons is never a column of identical "Edit"s. A danger action (Delete, Deactivate) is red.
import type { LucideIcon } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './cn';
import { Spinner } from './Spinner';

type Tone = 'default' | 'danger' | 'strong';

const tones: Record<Tone, string> = {
  default: 'border-ink/15 bg-paper text-ink hover:border-ink/45 hover:bg-cream-2/60',
  danger: 'border-danger/25 bg-paper text-danger hover:border-danger/60 hover:bg-danger-soft',
  strong: 'border-ink bg-ink text-cream hover:bg-ink-3',
};

export function rowActionClasses(tone: Tone = 'default', compact = false, className?: string) {
  return cn(
    'inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-full border text-sm font-semibold whitespace-nowrap',
    'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-55',
    compact ? 'w-9 px-0 xl:w-auto xl:px-3.5' : 'px-3.5',
    tones[tone],
    className,
  );
}

type Common = {
  icon: LucideIcon;
  /** The visible word: 'Edit', 'Delete'. */
  label: string;
  /** The row it acts on, completing the accessible name: 'Edit' + ' ' + 'Salon recap'. */
  subject: string;
  tone?: Tone;
  /** Icon only below the xl width (dense tables); the name and a tooltip still say it all. */
  compact?: boolean;
  className?: string;
};

type ButtonAction = Common & {
  onClick: () => void;
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  to?: never;
  href?: never;
};
type LinkAction = Common & { to: string; onClick?: never; href?: never };
/** Opens in a new tab; the name says so. */
type ExternalAction = Common & { href: string; onClick?: never; to?: never };

export type RowActionProps = ButtonAction | LinkAction | ExternalAction;

function Content({
  icon: Icon,
  label,
  compact,
  busy,
  busyLabel,
}: Pick<Common, 'icon' | 'label' | 'compact'> & { busy?: boolean; busyLabel?: string }) {
  return (
    <>
      {busy ? <Spinner className="size-4 shrink-0" /> : <Icon className="size-4 shrink-0" aria-hidden="true" />}
      <span className={compact ? 'sr-only xl:not-sr-only' : undefined}>{busy && busyLabel ? busyLabel : label}</span>
    </>
  );
}

export const RowAction = forwardRef<HTMLButtonElement & HTMLAnchorElement, RowActionProps>(function RowAction(props, ref) {
  const { icon, label, subject, tone = 'default', compact = false, className } = props;
  const name = `${label} ${subject}`;
  const classes = rowActionClasses(tone, compact, className);
  const title = compact ? name : undefined;
  if (props.to !== undefined) {
    return (
      <Link ref={ref} to={props.to} className={classes} aria-label={name} title={title}>
        <Content icon={icon} label={label} compact={compact} />
      </Link>
    );
  }
  if (props.href !== undefined) {
    return (
      <a
        ref={ref}
        href={props.href}
        target="_blank"
        rel="noopener noreferrer"
        className={classes}
        aria-label={`${name} (opens in a new tab)`}
        title={title}
      >
        <Content icon={icon} label={label} compact={compact} />
      </a>
    );
  }
  const { busy = false, busyLabel, disabled, onClick } = props;
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      aria-label={busy && busyLabel ? `${busyLabel} ${subject}` : name}
      title={title}
      className={classes}
    >
      <Content icon={icon} label={label} compact={compact} busy={busy} busyLabel={busyLabel} />
    </button>
  );
});

/** A row's actions, wrapping onto a line of their own when the row is narrow. */
export const RowActions = forwardRef<HTMLDivElement, { children: ReactNode; className?: string; label?: string }>(
  function RowActions({ children, className, label }, ref) {
    return (
      <div
        ref={ref}
        role={label ? 'group' : undefined}
        aria-label={label}
        className={cn('flex flex-wrap items-center gap-2', className)}
      >
        {children}
      </div>
    );
  },
);
