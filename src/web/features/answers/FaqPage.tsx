// /user/answers (issue 20): Answers from the team, a section of the Ask area. Questions members asked
// and allowed to share, answered by the team and published without names; searched in full text on the
// server (every word, the last as a prefix), the search kept in the address (?q=) so a link reopens it.
// Ten at a time, 'Show more answers' for the rest; each entry opens in place to show its answer.
import { BookOpenText, ChevronDown, MessageSquarePlus, MessageSquareText, Search, SearchX, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FAQ_MESSAGES, MAX_FAQ_SEARCH_LENGTH, type FaqEntry } from '../../../common/contracts/answers';
import { ASK_ABOUT_PARAM } from '../../../common/contracts/ask-routes';
import { ROUTES } from '../../../common/routes';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { inputClasses } from '../../components/ui/Field';
import { IconButton } from '../../components/ui/IconButton';
import { LoadFailed } from '../../components/ui/ListStates';
import { Spinner } from '../../components/ui/Spinner';
import { Callout } from '../../components/ui/Callout';
import { useDisclosure } from '../../components/ui/use-disclosure';
import { errorMessage } from '../../lib/api';
import { useAskLabel, useBrand } from '../../lib/config';
import { formatShortDate } from '../../lib/format-date';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../lib/use-debounced';
import { usePageTitle } from '../../lib/use-page-title';
import { FAQ_PAGE_SIZE, useFaqEntries } from './api';
import { faqCountText, highlightParts } from './faq-text';

export const FAQ_PAGE_TITLE = 'Answers from the team';

const addressSearch = (raw: string | null) => (raw ?? '').slice(0, MAX_FAQ_SEARCH_LENGTH);

/** The search box's text, and the search as applied (debounced), kept in the address as ?q=. */
function useAddressSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const inAddress = addressSearch(searchParams.get('q'));
  const [text, setText] = useState(inAddress);
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  // What the page last wrote to the address: anything else there came from a link, Back or Forward.
  const written = useRef(inAddress.trim());
  useEffect(() => {
    if (inAddress.trim() === written.current) return;
    written.current = inAddress.trim();
    setText(inAddress);
  }, [inAddress]);
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setSearchParams(q ? { q } : {}, { replace: true, preventScrollReset: true });
  }, [q, setSearchParams]);
  return { text, setText, q };
}

export function FaqPage() {
  usePageTitle(FAQ_PAGE_TITLE);
  const askLabel = useAskLabel();
  const { shortName } = useBrand();
  const { text, setText, q } = useAddressSearch();
  const list = useFaqEntries(q);
  const searchInput = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const pages = list.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  // The search the results on screen answer (the previous one stays shown while the next loads).
  const shownQ = pages[0]?.q ?? q;
  const searching = list.isFetching && !list.isFetchingNextPage && (list.isPlaceholderData || list.isPending);

  const clearSearch = () => {
    setText('');
    searchInput.current?.focus();
  };

  /** The next page, then the focus on its first entry, so a keyboard reader goes on where the new ones start. */
  const showMore = () => {
    const from = entries.length;
    void list.fetchNextPage().then((result) => {
      if (result.isError) return;
      requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLButtonElement>('[data-faq-toggle]')[from]?.focus());
    });
  };

  let body: ReactNode;
  if (list.isPending) {
    body = <FaqSkeleton />;
  } else if (list.isError && !list.data) {
    body = (
      <div className="mt-6">
        <LoadFailed message={errorMessage(list.error, FAQ_MESSAGES.loadFailed)} read={list} />
      </div>
    );
  } else if (entries.length === 0 && shownQ) {
    body = (
      <FaqEmpty icon={SearchX} title={`No answers match “${shownQ}”`}>
        <p className="max-w-md leading-7 text-stone">
          Try fewer or other words. Or ask the {shortName} team this question: they reply in your Conversations.
        </p>
        <div className="mt-2 flex flex-col items-center gap-3 sm:flex-row">
          <Link to={`${ROUTES.chat}?${new URLSearchParams({ [ASK_ABOUT_PARAM]: shownQ })}`} className={buttonClasses('primary')}>
            <MessageSquarePlus className="size-4" aria-hidden="true" />
            Ask the team
          </Link>
          <Button variant="outline" className="bg-paper" onClick={clearSearch}>
            <X className="size-4" aria-hidden="true" />
            Clear the search
          </Button>
        </div>
      </FaqEmpty>
    );
  } else if (entries.length === 0) {
    body = (
      <FaqEmpty icon={BookOpenText} title="No answers shared yet" className="mt-10">
        <p className="max-w-md leading-7 text-stone">
          When members let the team share a question they asked, it appears here with the {shortName} team’s answer, without their
          name. Yours could be the first.
        </p>
        <Link to={ROUTES.chat} className={cn(buttonClasses('primary'), 'mt-2')}>
          <MessageSquarePlus className="size-4" aria-hidden="true" />
          Ask the team
        </Link>
      </FaqEmpty>
    );
  } else {
    body = (
      <>
        <ul
          ref={listRef}
          className="mt-5 grid gap-4"
          aria-label={shownQ ? `Answers matching “${shownQ}”` : 'Answers from the team'}
          aria-busy={searching || undefined}
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              <FaqItem entry={entry} q={shownQ} teamName={`${shortName} team`} />
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col items-center gap-3 empty:hidden">
          {total > FAQ_PAGE_SIZE ? (
            <p className="text-sm text-stone">
              Showing <span className="font-semibold text-ink tabular-nums">{entries.length}</span> of{' '}
              <span className="font-semibold text-ink tabular-nums">{total}</span>
            </p>
          ) : null}
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="bg-paper"
              onClick={showMore}
              busy={list.isFetchingNextPage}
              busyLabel="Loading more..."
            >
              Show more answers
            </Button>
          ) : null}
          {list.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-danger">
              {FAQ_MESSAGES.loadFailed}
            </p>
          ) : null}
        </div>
      </>
    );
  }

  const ready = !list.isPending && !(list.isError && !list.data);
  // Nothing published yet: nothing to search either.
  const nothingYet = ready && total === 0 && !shownQ && !text.trim();
  return (
    <div className="animate-rise">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow text-brand-deep">{askLabel}</p>
          <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">{FAQ_PAGE_TITLE}</h1>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
            Questions members asked and allowed us to share, answered by the {shortName} team. Shown without names.
          </p>
        </div>
        <Link to={ROUTES.chat} className={buttonClasses('primary', 'md', 'shrink-0 self-start sm:self-auto')}>
          <MessageSquarePlus className="size-4" aria-hidden="true" />
          Ask a question
        </Link>
      </header>

      {nothingYet ? null : (
        <div className="mt-10 max-w-2xl">
          <FaqSearchField
            inputRef={searchInput}
            value={text}
            onChange={setText}
            onClear={clearSearch}
            busy={searching && text.trim() !== ''}
          />
        </div>
      )}

      {/* Said again to screen readers whenever the results change; on screen above a list (an empty one says
          it in its own words). */}
      <p aria-live="polite" className={cn('mt-6 text-sm font-medium text-stone', (!ready || total === 0) && 'sr-only')}>
        {ready ? faqCountText(total, shownQ) : ''}
      </p>
      {body}
    </div>
  );
}

type SearchFieldProps = {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  busy: boolean;
};

function FaqSearchField({ inputRef, value, onChange, onClear, busy }: SearchFieldProps) {
  const id = useId();
  return (
    <form role="search" aria-label="Answers" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Search the answers
      </label>
      <div className="relative mt-2">
        <Search className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-stone" aria-hidden="true" />
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="A word, like sponsor or hiring"
          maxLength={MAX_FAQ_SEARCH_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          className={cn(inputClasses, 'pl-11 [&::-webkit-search-cancel-button]:hidden', value || busy ? 'pr-20' : 'pr-4')}
        />
        <div className="absolute inset-y-0 right-1.5 flex items-center gap-1">
          {busy ? <Spinner className="size-4 text-brand-deep" /> : null}
          {value ? <IconButton icon={X} label="Clear the search" size="sm" onClick={onClear} /> : null}
        </div>
      </div>
    </form>
  );
}

/** `text` with the searched words marked. */
function Highlighted({ text, q }: { text: string; q: string }) {
  return (
    <>
      {highlightParts(text, q).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-[3px] bg-brand/30 px-px text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function FaqItem({ entry, q, teamName }: { entry: FaqEntry; q: string; teamName: string }) {
  const answer = useDisclosure();
  return (
    <article className="group/entry overflow-hidden rounded-2xl border border-line/80 bg-paper shadow-card transition-[border-color] focus-within:border-brand/50 hover:border-brand/50">
      <h2 className="font-display text-xl leading-snug text-ink sm:text-[1.4rem]">
        <button
          {...answer.toggleProps}
          data-faq-toggle
          className="flex w-full items-start gap-4 px-5 pt-5 pb-3 text-left focus-visible:outline-offset-[-3px] sm:px-7 sm:pt-6"
        >
          <span className={cn('min-w-0 flex-1 whitespace-pre-line [overflow-wrap:anywhere]', !answer.open && 'line-clamp-3')}>
            <Highlighted text={entry.question} q={q} />
          </span>
          <span
            aria-hidden="true"
            className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full border border-line bg-cream/60 text-stone transition-colors group-hover/entry:border-brand/60 group-hover/entry:bg-brand-soft group-hover/entry:text-ink"
          >
            <ChevronDown className={cn('size-4 transition-transform', answer.open && 'rotate-180')} />
          </span>
        </button>
      </h2>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-5 pb-5 text-xs text-stone sm:px-7">
        {entry.topic ? (
          <span className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-cream-2 px-2.5 py-1 font-medium text-ink/80">
            <MessageSquareText className="size-3.5 shrink-0 text-brand-deep" aria-hidden="true" />
            <span className="sr-only">Asked under: </span>
            {entry.topic}
          </span>
        ) : null}
        <span>
          Published <time dateTime={entry.publishedAt}>{formatShortDate(entry.publishedAt)}</time>
        </span>
      </div>
      <div {...answer.panelProps} className="border-t border-line px-5 py-5 sm:px-7 sm:py-6">
        <Callout title={teamName} aria-label={`The ${teamName}’s answer`} className="p-4 sm:p-5">
          <p className="mt-2 leading-7 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            <Highlighted text={entry.answer} q={q} />
          </p>
        </Callout>
      </div>
    </article>
  );
}

function FaqEmpty({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: typeof Search;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('mt-5 flex flex-col items-center gap-4 px-6 py-14 text-center', className)}>
      <span className="grid size-14 place-items-center rounded-2xl bg-cream-2 text-brand-deep">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-display text-2xl text-ink [overflow-wrap:anywhere]">{title}</h2>
      {children}
    </Card>
  );
}

/** Three cards the shape of entries while the first page loads. */
function FaqSkeleton() {
  const bar = 'animate-pulse rounded-md bg-cream-2';
  return (
    <div role="status" className="mt-5">
      <span className="sr-only">Loading the answers...</span>
      <div aria-hidden="true" className="grid gap-4">
        {[0, 1, 2].map((index) => (
          <Card key={index} className="rounded-2xl p-5 sm:p-7">
            <div className="flex items-start gap-4">
              <div className="flex-1">
                <div className={cn(bar, 'h-5 w-11/12')} />
                <div className={cn(bar, 'mt-2.5 h-5', index === 1 ? 'w-2/5' : 'w-3/5')} />
              </div>
              <div className={cn(bar, 'size-8 rounded-full')} />
            </div>
            <div className="mt-5 flex gap-3">
              <div className={cn(bar, 'h-6 w-44 rounded-full')} />
              <div className={cn(bar, 'h-6 w-28')} />
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}
