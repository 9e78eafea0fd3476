// /newsletters/{slug} (spec 2.4 'Newsletter / blog detail'): cover, title, long US date, tags and the
// content as paragraphs. The content is written by people and shown as text only: React escapes it,
// and nothing here ever turns it into markup. 'Blog not found' for an unknown slug; any other failure
// is logged and sends the member back to /newsletters (spec 8).
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { PostDetail } from '../../../common/contracts/posts';
import { NEWSLETTER_MESSAGES } from '../../../common/contracts/posts';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { MessagePage } from '../../components/ui/MessagePage';
import { LoadingState } from '../../components/ui/Spinner';
import { isNotFound } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { usePublishedPost } from './api';
import { PostContent } from './PostContent';

function BackToNewsletters({ className }: { className?: string }) {
  return (
    <Link to={ROUTES.newsletters} className={buttonClasses('outline', 'sm', `bg-paper ${className ?? ''}`)}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {NEWSLETTER_MESSAGES.backToNewsletters}
    </Link>
  );
}

export function NewsletterPostPage() {
  const { slug = '' } = useParams();
  const post = usePublishedPost(slug);
  const navigate = useNavigate();
  const missing = isNotFound(post.error);
  const failed = post.isError && !missing;
  usePageTitle(post.data?.title ?? (missing ? NEWSLETTER_MESSAGES.blogNotFound : 'Newsletter'));

  useEffect(() => {
    if (!failed) return;
    console.error('[newsletters] could not load a newsletter', post.error);
    navigate(ROUTES.newsletters, { replace: true });
  }, [failed, post.error, navigate]);

  if (post.isPending || failed) return <LoadingState label={NEWSLETTER_MESSAGES.loading} />;
  if (missing) {
    return (
      <MessagePage
        icon={FileQuestion}
        title={NEWSLETTER_MESSAGES.blogNotFound}
        className="min-h-[calc(100dvh-16rem)] animate-rise"
        actions={<BackToNewsletters />}
      >
        It may have been unpublished, or the link may be mistyped.
      </MessagePage>
    );
  }
  return <PostArticle post={post.data!} />;
}

function PostArticle({ post }: { post: PostDetail }) {
  return (
    <article className="mx-auto max-w-3xl animate-rise">
      <BackToNewsletters />
      <PostContent post={post} />
      <footer className="mt-12 border-t border-line pt-8">
        <BackToNewsletters />
      </footer>
    </article>
  );
}
