// One choice among a few, each a card with its title and a line on what it means: native radio buttons
// (arrow keys move between them, Tab leaves the group), the chosen card outlined, the focus ring on the
// card. The chat's 'Only the team' or 'The team and members who can help'; showing one's name or not.
import { Check } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { cn } from './cn';

export type ChoiceCard<Value extends string> = { value: Value; title: string; description: ReactNode; icon?: ReactNode };

type ChoiceCardsProps<Value extends string> = {
  legend: string;
  /** The legend read out but not drawn (the prompt above already asks). */
  hideLegend?: boolean;
  /** The radio buttons' name (a form focuses its first field in error by name). */
  name?: string;
  options: readonly ChoiceCard<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
  /** Given to the checked radio button, so a page can move the focus to the choice. */
  ref?: Ref<HTMLInputElement>;
};

export function ChoiceCards<Value extends string>({
  legend,
  hideLegend = false,
  name,
  options,
  value,
  onChange,
  className,
  ref,
}: ChoiceCardsProps<Value>) {
  const ownName = useId();
  return (
    <fieldset className={className}>
      <legend className={cn(hideLegend ? 'sr-only' : 'mb-2 text-[0.8rem] font-semibold tracking-wide text-ink')}>{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer items-start gap-3 rounded-xl border bg-paper px-4 py-3 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus-ring)]',
                checked ? 'border-brand-deep bg-brand-soft/40 ring-1 ring-brand-deep' : 'border-line hover:border-ink/30',
              )}
            >
              <input
                ref={checked ? ref : undefined}
                type="radio"
                name={name ?? ownName}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.icon ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 grid size-8 shrink-0 place-items-center rounded-full',
                    checked ? 'bg-brand text-ink' : 'bg-cream-2 text-brand-deep',
                  )}
                >
                  {option.icon}
                </span>
              ) : null}
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{option.title}</span>
                <span className="mt-0.5 block text-sm leading-6 text-stone">{option.description}</span>
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'mt-1 grid size-5 shrink-0 place-items-center rounded-full border',
                  checked ? 'border-brand-deep bg-brand-deep text-cream' : 'border-ink/25 bg-paper',
                )}
              >
                {checked ? <Check className="size-3" /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
