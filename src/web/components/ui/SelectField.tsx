// A styled select (issue 32, item 7: the Activity tab's native selects looked unfinished): Radix Select,
// which keeps what a native select does for the keyboard (arrows, typing a letter, Enter, Escape) and for
// screen readers (a combobox with a listbox), drawn like the kit's inputs. Radix gives no item an empty
// value, so 'nothing chosen' travels as `ANY` inside and as '' outside.
import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from './cn';
import { inputClasses } from './Field';

export type SelectOption = { value: string; label: string };
export type SelectGroup = { label: string; options: SelectOption[] };

type SelectFieldProps = {
  label: string;
  /** '' for the first choice, the one that means 'any'. */
  value: string;
  onChange: (value: string) => void;
  /** What '' reads as ('All actions'). */
  anyLabel: string;
  options?: SelectOption[];
  groups?: SelectGroup[];
  invalid?: boolean;
  labelClassName?: string;
  className?: string;
};

const ANY = '__any__';

export function SelectField({
  label,
  value,
  onChange,
  anyLabel,
  options = [],
  groups = [],
  invalid,
  labelClassName,
  className,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cn('min-w-0', className)}>
      <label id={`${id}-label`} htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <Select.Root value={value || ANY} onValueChange={(next) => onChange(next === ANY ? '' : next)}>
        <Select.Trigger
          id={id}
          aria-labelledby={`${id}-label`}
          aria-invalid={invalid ? true : undefined}
          className={cn(
            inputClasses,
            'flex cursor-pointer items-center justify-between gap-3 text-left data-[placeholder]:text-stone',
          )}
        >
          <span className="min-w-0 truncate">
            <Select.Value />
          </span>
          <Select.Icon asChild>
            <ChevronDown className="size-4 shrink-0 text-stone" aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={6}
            className={cn(
              'z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] min-w-56',
              'overflow-hidden rounded-xl border border-line bg-paper text-ink shadow-[0_18px_40px_-12px_rgb(13_12_11/0.25)]',
            )}
          >
            <Select.Viewport className="p-1.5">
              <Item value={ANY} label={anyLabel} />
              {options.map((option) => (
                <Item key={option.value} {...option} />
              ))}
              {groups.map((group) => (
                <Select.Group key={group.label} className="mt-1 border-t border-line pt-1 first:mt-0 first:border-0">
                  <Select.Label className="eyebrow px-3 pt-2 pb-1 text-stone">{group.label}</Select.Label>
                  {group.options.map((option) => (
                    <Item key={option.value} {...option} />
                  ))}
                </Select.Group>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}

function Item({ value, label }: SelectOption) {
  return (
    <Select.Item
      value={value}
      className={cn(
        'relative flex min-h-10 cursor-pointer items-center rounded-lg py-2 pr-3 pl-9 text-sm font-medium outline-none select-none',
        'data-[highlighted]:bg-cream-2 data-[state=checked]:text-brand-deep',
      )}
    >
      <Select.ItemIndicator className="absolute left-3 inline-flex">
        <Check className="size-4" aria-hidden="true" />
      </Select.ItemIndicator>
      <Select.ItemText>{label}</Select.ItemText>
    </Select.Item>
  );
}
