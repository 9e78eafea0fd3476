// A day chosen by typing it or from a calendar (issue 32, item 7: the Activity tab's native mm/dd/yyyy
// pickers looked unfinished and read differently in every browser). The box takes a day as YYYY-MM-DD, the
// form the address and the API keep; the button beside it opens react-day-picker in a Radix popover, which
// moves focus into the month (arrows, Page Up/Down, Home/End, Enter) and gives it back on Escape.
import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from './cn';
import { inputClasses } from './Field';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' as a local date; null for anything else or a day the calendar does not have (2026-02-30). */
export function parseIsoDay(text: string): Date | null {
  const match = ISO_DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A local date as 'YYYY-MM-DD'. */
export function formatIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type DateFieldProps = {
  label: string;
  /** 'YYYY-MM-DD', or '' for no day. */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  labelClassName?: string;
  className?: string;
};

export function DateField({ label, value, onChange, invalid, describedBy, labelClassName, className }: DateFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [open, setOpen] = useState(false);
  if (shown !== value) {
    // The day changed from outside (the calendar, Clear filters, Back): the box follows.
    setShown(value);
    setText(value);
  }
  const type = (next: string) => {
    setText(next);
    // Only a whole day or nothing is passed on, so half-typed text never reaches the address.
    if (next.trim() === '') onChange('');
    else if (parseIsoDay(next)) onChange(next.trim());
  };
  const selected = parseIsoDay(value) ?? undefined;
  const typedWrong = text.trim() !== '' && !parseIsoDay(text);
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="YYYY-MM-DD"
          value={text}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            if (typedWrong) setText(value);
          }}
          aria-invalid={invalid || typedWrong ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, 'pr-14 tabular-nums')}
        />
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger
            type="button"
            aria-label={`Choose the ${label.toLowerCase()} day from a calendar`}
            className={cn(
              'absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 cursor-pointer place-items-center rounded-lg text-stone',
              'transition-colors hover:bg-cream-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 data-[state=open]:bg-cream-2 data-[state=open]:text-ink',
            )}
          >
            <CalendarDays className="size-5" aria-hidden="true" />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={8}
              collisionPadding={12}
              aria-label={`${label} day`}
              className="date-picker z-50 rounded-2xl border border-line bg-paper p-3 text-ink shadow-[0_18px_40px_-12px_rgb(13_12_11/0.25)]"
            >
              <DayPicker
                mode="single"
                autoFocus
                weekStartsOn={1}
                selected={selected}
                defaultMonth={selected}
                onSelect={(day) => {
                  onChange(day ? formatIsoDay(day) : '');
                  setOpen(false);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
    </div>
  );
}
