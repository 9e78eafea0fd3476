// The search box above a server-searched admin list: a magnifier, the text, and a spinner while the
// list catches up with what was typed.
import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from './cn';
import { inputClasses } from './Field';
import { Spinner } from './Spinner';

type SearchFieldProps = {
  /** Read out for the field, which shows only its placeholder. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
};

export function SearchField({ label, placeholder, value, onChange, busy }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-stone" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={200}
        className={cn(inputClasses, 'pr-10 pl-11 [&::-webkit-search-cancel-button]:hidden')}
      />
      {busy ? <Spinner className="absolute top-1/2 right-4 size-4 -translate-y-1/2 text-brand-deep" /> : null}
    </div>
  );
}
