// Above the chat's composer while the member writes their question (issue 20): up to three published
// answers close to what they are writing. Each opens in place, so the draft is never lost; 'See all
// answers' opens the FAQ in a new tab for the same reason. Screen readers hear a short count when answers
// appear, not the panel. Hidden when nothing matches; never stands between the member and Send. Compact
// on phones: one line per question, a capped height that scrolls, and a header that folds the list away.
import { ChevronDown, ChevronRight, ExternalLink, Lightbulb } from 'lucide-react';
import type { FaqEntry } from '../../../common/contracts/answers';
import { ROUTES } from '../../../common/routes';
import { cn } from '../../components/ui/cn';
import { useDisclosure } from '../../components/ui/use-disclosure';
import { useBrand } from '../../lib/config';
import { useDebounced } from '../../lib/use-debounced';
import { canSuggestFaq, FAQ_SUGGEST_DEBOUNCE_MS, useFaqSuggestions } from './api';
import { faqSuggestionCountText } from './faq-text';

type FaqSuggestionsProps = {
  /** The draft being written; '' where the step is not a question being written. */
  text: string;
  className?: string;
};

export function FaqSuggestions({ text, className }: FaqSuggestionsProps) {
  const debounced = useDebounced(text, FAQ_SUGGEST_DEBOUNCE_MS);
  const found = useFaqSuggestions(debounced);
  // A draft sent or cleared hides the panel at once, without waiting for the pause.
  const items = canSuggestFaq(text) ? found.items : [];
  return (
    <div className={className}>
      <p aria-live="polite" className="sr-only">
        {faqSuggestionCountText(items.length)}
      </p>
      {items.length > 0 ? <SuggestionPanel items={items} /> : null}
    </div>
  );
}

function SuggestionPanel({ items }: { items: FaqEntry[] }) {
  const { shortName } = useBrand();
  const list = useDisclosure(true);
  return (
    <section
      aria-label="Answers from the team that may help"
      className="mb-2.5 overflow-hidden rounded-2xl border border-brand/35 bg-paper shadow-[0_1px_2px_rgb(13_12_11/0.04),0_10px_28px_-20px_rgb(13_12_11/0.35)]"
    >
      <h2>
        <button
          {...list.toggleProps}
          className="flex min-h-10 w-full items-center gap-2.5 bg-brand-soft/50 px-3.5 py-2 text-left text-[0.8rem] font-semibold text-ink transition-colors hover:bg-brand-soft focus-visible:outline-offset-[-3px]"
        >
          <Lightbulb className="size-4 shrink-0 text-brand-deep" aria-hidden="true" />
          <span className="min-w-0 flex-1">Answers from the team that may help</span>
          <span
            aria-hidden="true"
            className="hidden rounded-full sm:inline bg-paper px-2 py-px text-[0.7rem] font-bold text-brand-deep tabular-nums ring-1 ring-brand/30"
          >
            {items.length}
          </span>
          <ChevronDown
            className={cn('size-4 shrink-0 text-stone transition-transform', !list.open && '-rotate-90')}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div {...list.panelProps} className="border-t border-brand/20">
        <ul className="max-h-[min(13rem,28vh)] divide-y divide-line overflow-y-auto overscroll-contain md:max-h-[min(20rem,34vh)]">
          {items.map((entry) => (
            <li key={entry.id}>
              <Suggestion entry={entry} teamName={`${shortName} team`} />
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 border-t border-line bg-cream/50 px-3.5 py-1.5">
          <a
            href={ROUTES.answers}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-8 items-center gap-1.5 text-xs font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-deep"
          >
            See all answers
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <span className="text-[0.7rem] text-stone">Opens in a new tab: your draft stays here.</span>
        </div>
      </div>
    </section>
  );
}

function Suggestion({ entry, teamName }: { entry: FaqEntry; teamName: string }) {
  const answer = useDisclosure();
  return (
    <>
      <button
        {...answer.toggleProps}
        className="flex min-h-10 w-full items-start gap-2 px-3.5 py-2.5 text-left text-sm leading-5 text-ink transition-colors hover:bg-cream/60 focus-visible:outline-offset-[-3px]"
      >
        <ChevronRight
          className={cn('mt-0.5 size-4 shrink-0 text-brand-deep transition-transform', answer.open && 'rotate-90')}
          aria-hidden="true"
        />
        <span
          className={cn(
            'min-w-0 flex-1 font-medium [overflow-wrap:anywhere]',
            answer.open ? 'whitespace-pre-line' : 'line-clamp-1',
          )}
        >
          {entry.question}
        </span>
      </button>
      <div {...answer.panelProps} className="px-3.5 pb-3 pl-9.5">
        <div className="rounded-xl border border-brand/30 bg-brand-soft/60 px-3.5 py-3">
          <p className="eyebrow text-[0.62rem] text-brand-deep">{teamName}</p>
          <p className="mt-1.5 text-sm leading-6 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{entry.answer}</p>
        </div>
      </div>
    </>
  );
}
