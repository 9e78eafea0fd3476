// A list of short texts as chips (a newsletter's tags, a member's interests): type one and press Enter or
// a comma; each chip has a remove button. Limits are checked here for a quick answer; the server decides.
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from './Button';
import { cn } from './cn';
import { FieldLabel, inputClasses } from './Field';

type ChipsFieldProps = {
  label: string;
  /** The input's name (a form focuses its first field in error by name). */
  name?: string;
  /** The accessible name of the list of chosen chips. */
  listLabel: string;
  /** The plural noun of the hint line ('3 of 10 tags'). */
  noun: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  max: number;
  maxLength: number;
  messages: { tooMany: string; tooLong: string };
  placeholder: string;
  fullPlaceholder: string;
  removeLabel: (item: string) => string;
  /** How typed text becomes a chip; trimmed by default. */
  clean?: (text: string) => string;
  /** Longest text the input takes (defaults to maxLength; a little more lets the limit message show). */
  inputMaxLength?: number;
  /** Backspace in the empty input removes the last chip. */
  removeLastOnBackspace?: boolean;
  /** Leaving the input adds what was typed. */
  addOnBlur?: boolean;
  buttonClassName?: string;
};

export function ChipsField(props: ChipsFieldProps) {
  const { label, listLabel, noun, value, onChange, error, max, maxLength, messages, placeholder, fullPlaceholder, removeLabel } =
    props;
  const id = useId();
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const full = value.length >= max;

  const add = () => {
    const item = (props.clean ?? ((raw: string) => raw.trim()))(text);
    if (!item) return;
    if (full) return setLocalError(messages.tooMany);
    if (item.length > maxLength) return setLocalError(messages.tooLong);
    setLocalError(undefined);
    setText('');
    if (value.some((v) => v.toLowerCase() === item.toLowerCase())) return;
    onChange([...value, item]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (props.removeLastOnBackspace && event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  const shown = localError ?? error;

  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {value.length ? (
        <ul aria-label={listLabel} className="mb-3 flex flex-wrap gap-2">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-brand-soft py-1 pr-1 pl-3 text-sm font-medium text-brand-deep ring-1 ring-brand/30"
            >
              {item}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== item))}
                aria-label={removeLabel(item)}
                className="grid size-7 place-items-center rounded-full transition hover:bg-ink/10 hover:text-ink"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          name={props.name}
          value={text}
          disabled={full}
          maxLength={props.inputMaxLength ?? maxLength}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={props.addOnBlur ? add : undefined}
          placeholder={full ? fullPlaceholder : placeholder}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          className={inputClasses}
        />
        <Button
          variant="outline"
          className={cn('h-12 shrink-0', props.buttonClassName)}
          onClick={add}
          disabled={full || !text.trim()}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-xs text-stone">
        {value.length} of {max} {noun}. Press Enter to add one.
      </p>
      {shown ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
