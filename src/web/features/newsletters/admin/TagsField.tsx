// Tags as chips: type one and press Enter (or a comma, or leave the field); each chip has a remove button.
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { POST_LIMITS } from '../../../../common/contracts/posts';
import { POST_MESSAGES } from '../../../../common/messages';
import { Button } from '../../../components/ui/Button';
import { inputClasses } from '../../../components/ui/Field';

export function TagsField({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const full = value.length >= POST_LIMITS.tags;

  const add = () => {
    const tag = text.trim().replace(/\s+/g, ' ');
    if (!tag) return;
    if (full) return setLocalError(POST_MESSAGES.tooManyTags);
    if (tag.length > POST_LIMITS.tagLength) return setLocalError(POST_MESSAGES.tagTooLong);
    setLocalError(undefined);
    setText('');
    if (value.some((v) => v.toLowerCase() === tag.toLowerCase())) return;
    onChange([...value, tag]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  const shown = localError ?? error;

  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-[0.8rem] font-semibold tracking-wide text-ink">
        Tags
      </label>
      {value.length ? (
        <ul aria-label="Chosen tags" className="mb-3 flex flex-wrap gap-2">
          {value.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-soft py-1 pr-1 pl-3 text-sm font-medium text-brand-deep ring-1 ring-brand/30">
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== tag))}
                aria-label={`Remove tag ${tag}`}
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
          value={text}
          disabled={full}
          maxLength={POST_LIMITS.tagLength + 10}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
          placeholder={full ? 'Tag limit reached' : 'e.g. Franchise'}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          className={inputClasses}
        />
        <Button variant="outline" className="h-12 shrink-0 bg-paper" onClick={add} disabled={full || !text.trim()}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-xs text-stone">
        {value.length} of {POST_LIMITS.tags} tags. Press Enter to add one.
      </p>
      {shown ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
