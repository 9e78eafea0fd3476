// The Conversations tab's FAQ view (issue 20): what members read in Answers from the team, searched as they
// search it, each entry editable or taken down. Publishing starts from a question in Answered or Archive,
// or from an open question ready for it (decision 058), listed under the entries.
import { BookOpenCheck, PenLine, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { FAQ_MESSAGES, type AdminFaqEntry } from '../../../../common/contracts/answers';
import { ConfirmRemove } from '../../../components/ui/ConfirmDialog';
import { EmptyState, LoadFailed } from '../../../components/ui/ListStates';
import { PagedCardList } from '../../../components/ui/PagedCardList';
import { RowAction } from '../../../components/ui/RowAction';
import { SearchField } from '../../../components/ui/SearchField';
import { LoadingState } from '../../../components/ui/Spinner';
import { useLastPage } from '../../../components/ui/use-last-page';
import { useListSearch } from '../../../components/ui/use-list-search';
import { formatDateTime } from '../../../lib/format-date';
import { FaqEditor } from './FaqEditor';
import { useAdminFaqEntries, useUnpublishFaq } from './api';
import { OpenQuestionsForFaq } from './OpenQuestionsForFaq';

function FaqEntryCard({ entry }: { entry: AdminFaqEntry }) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const unpublish = useUnpublishFaq();
  const edited = entry.updatedAt !== entry.publishedAt;
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-2xl border border-line/90 bg-paper shadow-card">
      <div className="p-5 sm:p-6">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone">
          {entry.topic ? <span className="eyebrow text-brand-deep">{entry.topic}</span> : null}
          <span>
            Published <time dateTime={entry.publishedAt}>{formatDateTime(entry.publishedAt)}</time>
            {edited ? (
              <>
                {' · '}edited <time dateTime={entry.updatedAt}>{formatDateTime(entry.updatedAt)}</time>
              </>
            ) : null}
          </span>
        </p>
        <h3 id={titleId} className="mt-3 font-display text-xl leading-snug whitespace-pre-line text-ink sm:text-2xl">
          {entry.question}
        </h3>
        <p className="mt-3 line-clamp-4 leading-7 whitespace-pre-line text-ink/90">{entry.answer}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-line bg-cream/40 px-5 py-3 sm:px-6">
        <RowAction icon={PenLine} label="Edit" subject="this FAQ entry" onClick={() => setEditing(true)} />
        <RowAction icon={Trash2} label="Remove" subject="this FAQ entry" tone="danger" onClick={() => setRemoving(true)} />
      </div>
      <FaqEditor open={editing} onOpenChange={setEditing} conversationId={entry.conversationId} entry={entry} />
      <ConfirmRemove
        open={removing}
        onClose={() => setRemoving(false)}
        title="Remove this entry?"
        description="Members will no longer find it in Answers from the team. The question stays in the inbox and can be published again."
        busy={unpublish.isPending}
        onConfirm={() => unpublish.mutate(entry.id, { onSettled: () => setRemoving(false) })}
      />
    </article>
  );
}

export function FaqEntries() {
  const listSearch = useListSearch();
  const { search: q, page, setPage } = listSearch;
  const query = useAdminFaqEntries(q, page);
  const { data } = query;

  // Taking down the last entry of a page steps back to the page that still has entries.
  useLastPage(query, page, setPage);

  let body;
  if (query.isPending) body = <LoadingState label="Loading the FAQ..." />;
  else if (query.isError && !data) body = <LoadFailed message={FAQ_MESSAGES.loadFailed} read={query} />;
  else if (!data || data.items.length === 0) {
    body = q ? (
      <EmptyState icon={BookOpenCheck} title="No entry matches" boxed>
        Nothing in Answers from the team matches “{q}”.
      </EmptyState>
    ) : (
      <EmptyState icon={BookOpenCheck} title="Nothing published yet" boxed>
        Open an answered question marked Shareable and choose Publish to FAQ. Members then find it in Answers from the team.
      </EmptyState>
    );
  } else {
    body = (
      <PagedCardList list={query} label="FAQ pages" onPage={setPage} renderItem={(entry) => <FaqEntryCard entry={entry} />} />
    );
  }

  return (
    <div className="space-y-5">
      <SearchField
        label="Search the FAQ’s questions and answers"
        placeholder="Search the FAQ"
        search={listSearch}
        busy={query.isFetching}
      />
      {body}
      <OpenQuestionsForFaq />
    </div>
  );
}
