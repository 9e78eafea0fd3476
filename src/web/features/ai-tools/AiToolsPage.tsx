// /aiTools (issue 39 item 2, decision 071): the library of AI tools members use, most used first; searched,
// and filtered by topic and category (both in the address, so a link or Back keeps them), a page at a time.
// Each card opens the tool's site in a new tab (never with this page as its opener), says how many members
// use it and which of the member's connections do, and takes 'I use it'. 'Suggest a tool' opens the form
// (its own chunk). The moderation queue's Report action is the host's to give (src/web/app/ai-tools.tsx).
import { Check, ExternalLink, Plus, SearchX, Sparkles, Users } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PRICE_BAND_LABELS, type AiTool } from '../../../common/contracts/ai-tools';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState, LoadFailed } from '../../components/ui/ListStates';
import { LoadMore } from '../../components/ui/LoadMore';
import { SearchField } from '../../components/ui/SearchField';
import { SelectField } from '../../components/ui/SelectField';
import { LoadingState } from '../../components/ui/Spinner';
import { useListSearch } from '../../components/ui/use-list-search';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useTopicNames } from '../../lib/topic-names';
import { useAddressFilters } from '../../lib/use-address-filters';
import { usePageTitle } from '../../lib/use-page-title';
import { useAiToolCategories, useAiToolList, useMarkToolUse, type AiToolFilters } from './api';

const SuggestToolDialog = lazy(() => import('./SuggestTool').then((m) => ({ default: m.SuggestToolDialog })));

export const AI_TOOLS_TEXTS = {
  loading: 'Loading the tools...',
  loadFailed: 'The tools could not be loaded.',
  moreFailed: 'More tools could not be loaded.',
  emptyTitle: 'No tools in the library yet',
  empty: 'Suggest the first tool your work relies on: once the organisers approve it, every member can find it here.',
  noMatchTitle: 'No tool matches',
  noMatch: 'Try other words, another topic or another category, or clear the filters.',
};
const T = AI_TOOLS_TEXTS;

const LABEL_CLASSES = 'mb-1.5 block text-[0.8rem] font-semibold tracking-wide text-ink';

export function AiToolsPage({ renderReport }: { renderReport?: (tool: AiTool) => ReactNode }) {
  usePageTitle('AI Tools');
  const { params, setFilter, clearFilters } = useAddressFilters();
  const topic = params.get('topic') || '';
  const category = params.get('category') || '';
  const search = useListSearch(topic, category);
  const filters: AiToolFilters = {
    search: search.search || undefined,
    topic: topic || undefined,
    category: category || undefined,
  };
  const clear = () => {
    search.setText('');
    clearFilters();
  };
  const list = useAiToolList(filters);
  const topics = useTopicNames();
  const categories = useAiToolCategories();
  const [suggesting, setSuggesting] = useState(false);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const libraryEmpty = list.data?.pages[0]?.libraryEmpty ?? false;

  return (
    <div className="animate-rise">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow text-brand-deep">AI Tools</p>
          <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">The tools members use</h1>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
            What the community relies on, most used first. Say which you use, so members see what works for people they know.
          </p>
        </div>
        <Button variant="dark" className="shrink-0 self-start sm:self-auto" onClick={() => setSuggesting(true)}>
          <Plus className="size-4" aria-hidden="true" />
          Suggest a tool
        </Button>
      </header>

      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_14rem_14rem] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <span className={LABEL_CLASSES} aria-hidden="true">
            Search
          </span>
          <SearchField label="Search the tools" placeholder="Name or what it is for" search={search} busy={list.isFetching} />
        </div>
        <SelectField
          label="Topic"
          labelClassName={LABEL_CLASSES}
          value={topic}
          onChange={(value) => setFilter('topic', value)}
          anyLabel="All topics"
          options={topics.names.map((name) => ({ value: name, label: name }))}
        />
        <SelectField
          label="Category"
          labelClassName={LABEL_CLASSES}
          value={category}
          onChange={(value) => setFilter('category', value)}
          anyLabel="All categories"
          options={(categories.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
      </div>

      <section aria-labelledby="tools-heading" aria-busy={list.isFetching || undefined} className="mt-8">
        <h2 id="tools-heading" className="sr-only">
          Tools
        </h2>
        {list.isPending ? (
          <LoadingState label={T.loading} />
        ) : list.isError && !list.data ? (
          <LoadFailed message={T.loadFailed} read={list} />
        ) : items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-ink/20 bg-cream-2/40 pb-10">
            {libraryEmpty ? (
              <EmptyState icon={Sparkles} title={T.emptyTitle}>
                {T.empty}
              </EmptyState>
            ) : (
              <EmptyState icon={SearchX} title={T.noMatchTitle}>
                {T.noMatch}
              </EmptyState>
            )}
            <div className="-mt-6 flex justify-center">
              {libraryEmpty ? (
                <Button variant="dark" onClick={() => setSuggesting(true)}>
                  <Plus className="size-4" aria-hidden="true" />
                  Suggest the first tool
                </Button>
              ) : (
                <Button variant="outline" onClick={clear}>
                  Clear the filters
                </Button>
              )}
            </div>
          </div>
        ) : (
          <div className="space-y-6">
            <ul className="grid gap-5 lg:grid-cols-2">
              {items.map((tool) => (
                <li key={tool.id} className="flex">
                  <ToolCard tool={tool} report={renderReport?.(tool)} />
                </li>
              ))}
            </ul>
            <LoadMore list={list} label="Load more tools" failedMessage={T.moreFailed} className="pt-2" />
          </div>
        )}
      </section>

      {suggesting ? (
        <Suspense fallback={null}>
          <SuggestToolDialog open onClose={() => setSuggesting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

const usedByWords = (count: number) =>
  count === 0 ? 'No member uses it yet' : `Used by ${count.toLocaleString('en-GB')} ${count === 1 ? 'member' : 'members'}`;

/** 'Your connection Ana Lima uses it' / 'Your connections Ana Lima, Ben Okafor and 2 more use it'. */
function connectionWords(tool: AiTool): string | null {
  const names = tool.connections.map((person) => person.name);
  if (names.length === 0) return null;
  const more = tool.connectionCount - names.length;
  const listed =
    more > 0
      ? `${names.join(', ')} and ${more} more`
      : names.length === 1
        ? names[0]
        : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return tool.connectionCount === 1 ? `Your connection ${listed} uses it` : `Your connections ${listed} use it`;
}

function ToolCard({ tool, report }: { tool: AiTool; report?: ReactNode }) {
  const mark = useMarkToolUse();
  const connections = connectionWords(tool);
  const toggle = () =>
    mark.mutate({ id: tool.id, using: !tool.usedByMe }, { onError: (error) => notify.error(errorMessage(error)) });
  return (
    <Card className="flex w-full flex-col p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-2xl leading-tight text-ink [overflow-wrap:anywhere]">
            {tool.link ? (
              <a
                href={tool.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-baseline gap-1.5 underline-offset-4 hover:underline"
              >
                {tool.name}
                <ExternalLink className="size-4 shrink-0 self-center text-stone" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              tool.name
            )}
          </h3>
          {tool.category ? <p className="mt-1 text-sm text-stone">{tool.category.name}</p> : null}
        </div>
        <Badge
          tone={tool.priceBand === 'free' ? 'success' : tool.priceBand === 'enterprise' ? 'brand' : 'neutral'}
          className="shrink-0"
        >
          {PRICE_BAND_LABELS[tool.priceBand]}
        </Badge>
      </div>
      <p className="mt-3 line-clamp-4 leading-7 [overflow-wrap:anywhere] whitespace-pre-line text-ink/80">{tool.purpose}</p>
      {tool.topics.length ? (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Topics">
          {tool.topics.map((name) => (
            <li key={name} className="rounded-full bg-cream-2 px-2.5 py-1 text-xs font-medium text-stone">
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-5">
        {/* The count and the names take the line; the actions move under them when the card is narrow. */}
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3 border-t border-line pt-4">
          <div className="min-w-[13rem] flex-1">
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
              <Users className="size-4 text-brand-deep" aria-hidden="true" />
              {usedByWords(tool.useCount)}
            </p>
            {connections ? <p className="mt-1 text-sm text-stone">{connections}</p> : null}
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            {report}
            <Button
              variant={tool.usedByMe ? 'dark' : 'outline'}
              size="sm"
              aria-pressed={tool.usedByMe}
              busy={mark.isPending}
              busyLabel="Saving..."
              onClick={toggle}
            >
              {tool.usedByMe ? <Check className="size-4" aria-hidden="true" /> : null}I use it
              <span className="sr-only">: {tool.name}</span>
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
