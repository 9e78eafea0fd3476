// The dashboard's Newsletters tab: every post whatever its status, searched by title and paged on the
// server, with Edit, Unpublish / Publish, View and Delete (which asks first, naming the title). 'New
// newsletter' and Edit open the editor here, inside the dashboard (?tab=newsletters&compose=new or
// &edit=<id>, so the browser's Back button and a shared link work); saving comes back to the list.
import { ArrowLeft, ExternalLink, Eye, EyeOff, Mail, Newspaper, PenLine, Plus, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ADMIN_POSTS_PAGE_SIZE,
  formatPostDateShort,
  NEWSLETTER_MESSAGES,
  POST_MESSAGES,
  type AdminPostListItem,
  type NewsletterEmail,
  type PostWriteResult,
} from '../../../../common/contracts/posts';
import { ADMIN_TOASTS } from '../../../../common/messages';
import { paths } from '../../../../common/routes';
import { Banner } from '../../../components/ui/Banner';
import { buttonClasses } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ListPanel } from '../../../components/ui/ListPanel';
import { EmptyState } from '../../../components/ui/ListStates';
import { LoadingState } from '../../../components/ui/Spinner';
import { RowAction, RowActions } from '../../../components/ui/RowAction';
import { useListSearch } from '../../../components/ui/use-list-search';
import { useRowAction } from '../../../components/ui/use-row-action';
import { errorMessage, isNotFound } from '../../../lib/api';
import { useAdminPost, useAdminPosts, useNewsletterRecipientCount, usePostAction, type PostAction } from './api';
import { NewsletterEditor } from './NewsletterEditor';

/** The dashboard addresses of the editor: a new newsletter, or one to edit. */
const composePath = () => '?tab=newsletters&compose=new';
const editPath = (id: string) => `?tab=newsletters&edit=${encodeURIComponent(id)}`;

type Notice = { message: string; slug?: string };

export function NewslettersTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const composing = searchParams.get('compose') === 'new';
  const [notice, setNotice] = useState<Notice | null>(null);
  const backToList = (next: Notice | null) => {
    setNotice(next);
    setSearchParams({ tab: 'newsletters' });
  };

  if (composing || editId) {
    return <EditorPanel key={editId ?? 'new'} editId={editId} onDone={backToList} />;
  }
  return <PostList notice={notice} onDismissNotice={() => setNotice(null)} />;
}

/** The editor inside the dashboard: a way back, the spec's title, and the form. */
function EditorPanel({ editId, onDone }: { editId: string | null; onDone: (notice: Notice | null) => void }) {
  const existing = useAdminPost(editId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening the editor moves focus to its title, so keyboard and screen-reader users start there.
  useEffect(() => headingRef.current?.focus(), []);
  const onSaved = (saved: PostWriteResult) =>
    onDone({
      // The server's words for a new one: published, and emailed to how many members if it was asked.
      message: editId ? POST_MESSAGES.saved : saved.message,
      slug: saved.post.status === 'published' ? saved.post.slug : undefined,
    });

  return (
    <div className="grid gap-6">
      <div>
        <Link to={{ search: '?tab=newsletters' }} className={buttonClasses('ghost', 'sm', '-ml-3 text-stone hover:text-ink')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          All newsletters
        </Link>
        <p className="eyebrow mt-4 text-brand-deep">{editId ? 'Editing a newsletter' : 'New newsletter'}</p>
        <h2 ref={headingRef} tabIndex={-1} className="mt-2 font-display text-3xl leading-tight outline-none sm:text-4xl">
          Newsletter Admin Panel
        </h2>
        <p className="mt-2 max-w-2xl text-stone">
          {editId
            ? 'Changes appear for members as soon as you save. The address stays the same, so shared links keep working.'
            : 'Write it, preview it as members will see it, then publish it to every member.'}
        </p>
      </div>
      {!editId ? (
        <NewsletterEditor post={null} onSaved={onSaved} onCancel={() => onDone(null)} />
      ) : existing.isPending ? (
        <LoadingState label={NEWSLETTER_MESSAGES.loading} />
      ) : existing.isError ? (
        <Banner tone="error">{isNotFound(existing.error) ? ADMIN_TOASTS.recordNotFound : POST_MESSAGES.loadFailed}</Banner>
      ) : (
        <NewsletterEditor post={existing.data} onSaved={onSaved} onCancel={() => onDone(null)} />
      )}
    </div>
  );
}

function PostList({ notice, onDismissNotice }: { notice: Notice | null; onDismissNotice: () => void }) {
  const noticeRef = useRef<HTMLDivElement>(null);
  // Back from the editor with news: focus the news, which says what happened and links to the post.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const listSearch = useListSearch();
  const { search, page } = listSearch;
  const list = useAdminPosts({ search, page });

  return (
    <ListPanel
      title="Newsletters"
      summary="Publish, edit, unpublish and delete what members read."
      actions={
        <Link to={{ search: composePath() }} className={buttonClasses('primary', 'sm')}>
          <Plus className="size-4" aria-hidden="true" />
          New newsletter
        </Link>
      }
      notice={
        notice ? (
          <div ref={noticeRef} tabIndex={-1} className="outline-none">
            <Banner tone="success" onDismiss={onDismissNotice}>
              {notice.message}
              {notice.slug ? (
                <>
                  {' '}
                  <Link
                    to={paths.newsletterPost(notice.slug)}
                    className="inline-flex items-center gap-1 underline underline-offset-4"
                  >
                    View newsletter
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </Link>
                </>
              ) : null}
            </Banner>
          </div>
        ) : null
      }
      search={{ state: listSearch, label: 'Search newsletters by title', placeholder: 'Search by title' }}
      list={list}
      loadingLabel="Loading newsletters..."
      failedMessage={POST_MESSAGES.loadFailed}
      empty={
        <EmptyState
          icon={Newspaper}
          title={search ? 'No newsletters match your search.' : 'No newsletters yet. Write the first one.'}
        />
      }
      pager={{ label: 'Newsletter pages', noun: 'newsletters', pageSize: ADMIN_POSTS_PAGE_SIZE }}
    >
      {(posts) => (
        <ul className="divide-y divide-line">
          {posts.items.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </ul>
      )}
    </ListPanel>
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
  email: POST_MESSAGES.emailFailed,
  delete: POST_MESSAGES.deleteFailed,
};

const membersCount = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'member' : 'members'}`;

function PostRow({ post }: { post: AdminPostListItem }) {
  const actions = useRowAction(usePostAction(), (kind) => ({ action: kind, id: post.id }), {
    succeeded: (_kind, result) => result.message,
    failed: (kind, error) => {
      console.warn(`[newsletters] ${kind} failed`, error);
      // The server's own words when it refuses an email (already emailed, no longer published).
      return kind === 'email' ? errorMessage(error, FAILURE.email) : FAILURE[kind];
    },
  });
  const published = post.status === 'published';
  const emailing = actions.confirmation('email');
  // Counted when the question opens, so it says who would receive it now.
  const recipients = useNewsletterRecipientCount(emailing.open);

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
        {post.email ? <EmailOutcome email={post.email} /> : null}
      </div>
      <RowActions className="md:justify-end">
        <RowAction icon={PenLine} label="Edit" subject={post.title} to={editPath(post.id)} />
        {published ? (
          <RowAction
            icon={EyeOff}
            label="Unpublish"
            subject={post.title}
            busyLabel="Unpublishing..."
            {...actions.runs('unpublish')}
          />
        ) : (
          <RowAction
            icon={Send}
            label="Publish"
            subject={post.title}
            tone="strong"
            busy={actions.busy('publish')}
            busyLabel="Publishing..."
            {...actions.asks('publish')}
          />
        )}
        {published && !post.email ? (
          <RowAction
            icon={Mail}
            label="Email it"
            subject={`${post.title} to members`}
            busy={actions.busy('email')}
            busyLabel="Emailing..."
            {...actions.asks('email')}
          />
        ) : null}
        {published ? <RowAction icon={Eye} label="View" subject={post.title} to={paths.newsletterPost(post.slug)} /> : null}
        <RowAction icon={Trash2} label="Delete" subject={post.title} tone="danger" {...actions.asks('delete')} />
      </RowActions>
      <ConfirmDialog
        {...actions.confirmation('delete')}
        title="Delete this newsletter?"
        description={
          <>
            “<span className="font-semibold break-words text-ink">{post.title}</span>” will be deleted for good and its link will
            stop working. This cannot be undone. To hide it from members but keep it, unpublish it instead.
          </>
        }
        confirmLabel="Delete newsletter"
        busyLabel="Deleting..."
        tone="danger"
        icon={Trash2}
      />
      <ConfirmDialog
        {...actions.confirmation('publish')}
        title="Publish to every member?"
        description={
          <>
            “<span className="font-semibold break-words text-ink">{post.title}</span>” will appear in Newsletters for every member
            straight away.{' '}
            {post.publishedAt
              ? 'No email or notification is sent.'
              : 'Members are notified in the product; you can email it to them once it is published.'}
          </>
        }
        confirmLabel="Publish Newsletter"
        busyLabel="Publishing..."
        tone="dark"
        icon={Send}
      />
      <ConfirmDialog
        {...emailing}
        title="Email it to members?"
        description={
          <>
            “<span className="font-semibold break-words text-ink">{post.title}</span>” will be emailed to{' '}
            {recipients.data
              ? `${membersCount(recipients.data.count)}: those whose newsletter emails are on`
              : recipients.isError
                ? 'every member whose newsletter emails are on (the number could not be loaded)'
                : 'every member whose newsletter emails are on (counting…)'}
            , in batches over the next minutes. A newsletter is emailed once, and an email cannot be taken back.
          </>
        }
        confirmLabel="Email newsletter"
        busyLabel="Emailing..."
        tone="dark"
        icon={Mail}
      />
    </li>
  );
}

/** How the newsletter's email went: sent, failed (refused, cut off, or given up after the last retry) and
 * skipped (opted out or left since), how many the mail server asked to wait (retrying), and how many still
 * wait for their batch. */
function EmailOutcome({ email }: { email: NewsletterEmail }) {
  const parts = [
    `${email.sent.toLocaleString('en-US')} sent`,
    `${email.failed.toLocaleString('en-US')} failed`,
    `${email.skipped.toLocaleString('en-US')} skipped`,
    ...(email.retrying > 0 ? [`${email.retrying.toLocaleString('en-US')} retrying`] : []),
    ...(email.waiting > 0 ? [`${email.waiting.toLocaleString('en-US')} waiting`] : []),
  ];
  return (
    <p className="mt-2 flex items-start gap-2 text-sm text-stone">
      <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Emailed to {email.recipients.toLocaleString('en-US')} {email.recipients === 1 ? 'member' : 'members'}: {parts.join(' · ')}
      </span>
    </p>
  );
}
