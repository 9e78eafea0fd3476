// The dashboard's Newsletters tab: every post whatever its status, searched by title and paged on the
// server, with Edit, Unpublish / Publish, View and Delete (which asks first, naming the title).
import { Eye, EyeOff, Newspaper, PenLine, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_POSTS_PAGE_SIZE, formatPostDateShort, type AdminPostListItem } from '../../../../common/contracts/posts';
import { NEWSLETTER_MESSAGES, POST_MESSAGES } from '../../../../common/messages';
import { paths, ROUTES } from '../../../../common/routes';
import { Banner } from '../../../components/ui/Banner';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/ListStates';
import { Count, pageCount, Pager } from '../../../components/ui/Pager';
import { SearchField } from '../../../components/ui/SearchField';
import { LoadingState } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../../lib/use-debounced';
import { useAdminPosts, usePostAction, type PostAction } from './api';

const editPath = (id: string) => `${ROUTES.newsletterAdmin}?edit=${encodeURIComponent(id)}`;

export function NewslettersTab() {
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // A new search starts at the first page.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const list = useAdminPosts({ search, page });
  const total = list.data?.total ?? 0;
  const totalPages = pageCount(total, ADMIN_POSTS_PAGE_SIZE);

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-5 border-b border-line p-5 sm:p-7">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h2 className="font-display text-2xl sm:text-3xl">Newsletters</h2>
            <p className="mt-1 text-sm text-stone">Publish, edit, unpublish and delete what members read.</p>
          </div>
          <Link to={ROUTES.newsletterAdmin} className={buttonClasses('primary', 'sm')}>
            <Plus className="size-4" aria-hidden="true" />
            New newsletter
          </Link>
        </div>
        <SearchField
          label="Search newsletters by title"
          placeholder="Search by title"
          value={searchText}
          onChange={setSearchText}
          busy={list.isFetching && search !== ''}
        />
      </div>

      {list.isPending ? (
        <LoadingState label="Loading newsletters..." />
      ) : list.isError ? (
        <div className="p-5 sm:p-7">
          <Banner tone="error">{errorMessage(list.error, POST_MESSAGES.loadFailed)}</Banner>
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title={search ? 'No newsletters match your search.' : 'No newsletters yet. Write the first one.'}
        />
      ) : (
        <ul className="divide-y divide-line">
          {list.data.items.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </ul>
      )}

      <Pager
        label="Newsletter pages"
        summary={
          <>
            Showing <Count>{list.data?.items.length ?? 0}</Count> of <Count>{total}</Count> newsletters
          </>
        }
        page={page}
        totalPages={totalPages}
        busy={list.isFetching}
        onPage={(next) => setPaging({ search, page: next })}
      />
    </Card>
  );
}

function PostStatus({ post }: { post: AdminPostListItem }) {
  const [label, look] =
    post.status === 'published'
      ? ['Published', 'bg-success-soft text-success ring-success/25']
      : post.publishedAt
        ? ['Unpublished', 'bg-brand-soft text-brand-deep ring-brand/35']
        : ['Draft', 'bg-ink/[0.06] text-stone ring-ink/10'];
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-[0.14em] whitespace-nowrap uppercase ring-1',
        look,
      )}
    >
      {label}
    </span>
  );
}

const FAILURE: Record<PostAction, string> = {
  publish: NEWSLETTER_MESSAGES.publishFailed,
  unpublish: POST_MESSAGES.unpublishFailed,
  delete: POST_MESSAGES.deleteFailed,
};

function PostRow({ post }: { post: AdminPostListItem }) {
  const action = usePostAction();
  const [confirming, setConfirming] = useState(false);
  const published = post.status === 'published';
  const run = (kind: PostAction) =>
    action.mutate(
      { action: kind, id: post.id },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          setConfirming(false);
        },
        onError: (error) => {
          console.warn(`[newsletters] ${kind} failed`, error);
          notify.error(FAILURE[kind]);
          setConfirming(false);
        },
      },
    );
  const busy = (kind: PostAction) => action.isPending && action.variables?.action === kind;

  return (
    <li
      className="grid gap-4 px-5 py-5 sm:px-7 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-8"
      aria-label={post.title}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <PostStatus post={post} />
          <span className="text-sm text-stone">
            {post.publishedAt ? (
              <>
                {published ? 'Published' : 'First published'}{' '}
                <time dateTime={post.publishedAt}>{formatPostDateShort(post.publishedAt)}</time>
              </>
            ) : (
              'Never published'
            )}
          </span>
        </div>
        <p className="mt-2 font-display text-xl leading-snug break-words text-ink">{post.title}</p>
        <p className="mt-0.5 truncate font-mono text-xs text-stone">/newsletters/{post.slug}</p>
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Link to={editPath(post.id)} className={buttonClasses('outline', 'sm', 'bg-paper')} aria-label={`Edit ${post.title}`}>
          <PenLine className="size-4" aria-hidden="true" />
          Edit
        </Link>
        {published ? (
          <Button
            variant="outline"
            size="sm"
            className="bg-paper"
            busy={busy('unpublish')}
            busyLabel="Unpublishing..."
            disabled={action.isPending}
            onClick={() => run('unpublish')}
            aria-label={`Unpublish ${post.title}`}
          >
            <EyeOff className="size-4" aria-hidden="true" />
            Unpublish
          </Button>
        ) : (
          <Button
            variant="dark"
            size="sm"
            busy={busy('publish')}
            busyLabel="Publishing..."
            disabled={action.isPending}
            onClick={() => run('publish')}
            aria-label={`Publish ${post.title}`}
          >
            <Send className="size-4" aria-hidden="true" />
            Publish
          </Button>
        )}
        {published ? (
          <Link to={paths.newsletterPost(post.slug)} className={buttonClasses('ghost', 'sm')} aria-label={`View ${post.title}`}>
            <Eye className="size-4" aria-hidden="true" />
            View
          </Link>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-danger-soft"
          disabled={action.isPending}
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${post.title}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this newsletter?"
        description={
          <>
            “<span className="font-semibold break-words text-ink">{post.title}</span>” will be deleted for good and its link will
            stop working. This cannot be undone. To hide it from members but keep it, unpublish it instead.
          </>
        }
        confirmLabel="Delete newsletter"
        busyLabel="Deleting..."
        busy={busy('delete')}
        tone="danger"
        icon={Trash2}
        onConfirm={() => run('delete')}
      />
    </li>
  );
}
