// /newsletter/admin (spec 2.4 'Newsletter admin panel'): the newsletter editor on a page of its own in
// the member layout, for the spec's address; ?edit=<id> edits one. The dashboard's Newsletters tab holds
// the same editor inside the dashboard, which is where the dashboard's own buttons lead.
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NEWSLETTER_MESSAGES, POST_MESSAGES, type AdminPost, type PostWriteResult } from '../../../../common/contracts/posts';
import { ADMIN_TOASTS } from '../../../../common/messages';
import { paths, ROUTES } from '../../../../common/routes';
import { Banner } from '../../../components/ui/Banner';
import { buttonClasses } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/Spinner';
import { isNotFound } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminPost } from './api';
import { NewsletterEditor } from './NewsletterEditor';

export const NEWSLETTERS_TAB_PATH = `${ROUTES.adminDashboard}?tab=newsletters`;

export function NewsletterAdminPage() {
  usePageTitle('Newsletter Admin Panel');
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const existing = useAdminPost(editId);

  return (
    <div className="mx-auto max-w-4xl animate-rise">
      <Link to={NEWSLETTERS_TAB_PATH} className={buttonClasses('ghost', 'sm', '-ml-3 text-stone hover:text-ink')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Newsletters in the dashboard
      </Link>
      <p className="eyebrow mt-6 text-brand-deep">{editId ? 'Editing a newsletter' : 'Administrators'}</p>
      <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">Newsletter Admin Panel</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
        {editId
          ? 'Changes appear for members as soon as you save. The address stays the same, so shared links keep working.'
          : 'Write a newsletter and publish it to every member. It appears in Newsletters straight away.'}
      </p>

      {!editId ? (
        <EditorWithResult post={null} />
      ) : existing.isPending ? (
        <LoadingState label={NEWSLETTER_MESSAGES.loading} />
      ) : existing.isError ? (
        <div className="mt-8 grid gap-4">
          <Banner tone="error">{isNotFound(existing.error) ? ADMIN_TOASTS.recordNotFound : POST_MESSAGES.loadFailed}</Banner>
          <Link to={ROUTES.newsletterAdmin} className={buttonClasses('outline', 'md', 'w-fit bg-paper')}>
            Write a new newsletter instead
          </Link>
        </div>
      ) : (
        <EditorWithResult key={existing.data.id} post={existing.data} />
      )}
    </div>
  );
}

/** The editor with the outcome above it; after a new one is published, an empty editor for the next. */
function EditorWithResult({ post }: { post: AdminPost | null }) {
  const [result, setResult] = useState<{ message: string; slug?: string } | null>(null);
  const [round, setRound] = useState(0);
  const resultRef = useRef<HTMLDivElement>(null);
  const onSaved = (saved: PostWriteResult) => {
    setResult({
      message: post ? POST_MESSAGES.saved : NEWSLETTER_MESSAGES.published,
      slug: saved.post.status === 'published' ? saved.post.slug : undefined,
    });
    if (!post) setRound((n) => n + 1);
    requestAnimationFrame(() => resultRef.current?.focus());
  };
  return (
    <div className="mt-8 grid gap-6">
      <div ref={resultRef} tabIndex={-1} className="outline-none">
        {result ? (
          <Banner tone="success" onDismiss={() => setResult(null)}>
            {result.message}
            {result.slug ? (
              <>
                {' '}
                <Link
                  to={paths.newsletterPost(result.slug)}
                  className="inline-flex items-center gap-1 underline underline-offset-4"
                >
                  View newsletter
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </Link>
              </>
            ) : null}
          </Banner>
        ) : null}
      </div>
      <NewsletterEditor key={round} post={post} onSaved={onSaved} />
    </div>
  );
}
