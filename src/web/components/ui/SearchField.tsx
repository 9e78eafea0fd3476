// The search box above a server-searched list: a magnifier, the text, and a spinner while the list
// catches up with what was typed. Its text and the search it settles to are the list's (useListSearch).
import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from './cn';
import { inputClasses } from './Field';
import { Spinner } from './Spinner';
import type { ListSearch } from './use-list-search';

type SearchFieldProps = {
  /** Read out for the field, which shows only its placeholder. */
  label: string;
  placeholder: string;
  /** The list's search (useListSearch), or any text, its setter and the search it settled to. */
  search: Pick<ListSearch, 'text' | 'setText' | 'search'>;
  /** True while the list reads: the spinner shows when that read is for a search. */
  busy: boolean;
  /** Where the field sits (a margin, a width) when it stands alone rather than in a row of filters. */
  className?: string;
};

export function SearchField({ label, placeholder, search, busy, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('relative flex-1', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-stone" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        placeholder={placeholder}
        maxLength={200}
        className={cn(inputClasses, 'pr-10 pl-11 [&::-webkit-search-cancel-button]:hidden')}
      />
      {busy && search.search !== '' ? (
        <Spinner className="absolute top-1/2 right-4 size-4 -translate-y-1/2 text-brand-deep" />
      ) : null}
    </div>
  );
}
