// A chip that is on or off (a topic in a member's list, a topic of a question): pressed shows a check,
// unpressed a plus. A toggle button, so a screen reader says 'pressed'.
import { Check, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

type ToggleChipProps = {
  pressed: boolean;
  onToggle: () => void;
  /** Unpressed chips are disabled once the list is full. */
  disabled?: boolean;
  children: ReactNode;
};

export function ToggleChip({ pressed, onToggle, disabled = false, children }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium ring-1 transition-colors',
        pressed
          ? 'bg-brand-soft text-brand-deep ring-brand/40'
          : 'bg-paper text-ink ring-line hover:ring-ink/30 disabled:cursor-not-allowed disabled:text-stone',
      )}
    >
      {pressed ? <Check className="size-3.5" aria-hidden="true" /> : <Plus className="size-3.5" aria-hidden="true" />}
      {children}
    </button>
  );
}
