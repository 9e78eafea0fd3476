// /newsletters and /newsletter (spec 2.4, NOTES.md): the grid of published newsletters, newest first,
// a page at a time (?page=n). A card opens /newsletters/{slug}.
import { ArrowRight, Newspaper } from 'lucide-react';
import { formatPostDateShort, NEWSLETTER_MESSAGES, POST_MESSAGES, type PostSummary } from '../../../common/contracts/posts';
import { paths } from '../../../common/routes';
import { EmptyListCard } from '../../components/ui/EmptyListCard';
import { LoadFailed } from '../../components/ui/ListStates';
import { PageControls } from '../../components/ui/PageControls';
import { LoadingState } from '../../components/ui/Spinner';
import { useAddressPage } from '../../lib/use-address-page';
import { usePageTitle } from '../../lib/use-page-title';
import { usePublishedPosts } from './api';
import { CardLink } from '../../components/ui/CardLink';
import { CoverImage } from '../../components/ui/CoverImage';

export function NewslettersPage() {
  usePageTitle('Newsletters');
  const [page, goTo] = useAddressPage();
  const list = usePublishedPosts(page);
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / (list.data?.pageSize ?? 1)));

  return (
    <div className="animate-rise">
      <p className="eyebrow text-brand-deep">Resources</p>
      <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">Newsletters</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
        News, salon notes and ideas from across the network, newest first.
      </p>

      {list.isPending ? (
        <LoadingState label={NEWSLETTER_MESSAGES.loading} />
      ) : list.isError ? (
        <LoadFailed className="mt-8" message={POST_MESSAGES.loadFailed} read={list} />
      ) : list.data.items.length === 0 ? (
        <EmptyListCard
          icon={Newspaper}
          message={page > 1 ? 'There are no newsletters on this page.' : 'No newsletters have been published yet.'}
          backToFirstPage={page > 1 ? () => goTo(1) : undefined}
        />
      ) : (
        <>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-busy={list.isPlaceholderData || undefined}>
            {list.data.items.map((post) => (
              <li key={post.id} className="flex">
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          {totalPages > 1 ? (
            <nav aria-label="Newsletter pages" className="mt-10 flex justify-center">
              <PageControls page={page} totalPages={totalPages} busy={list.isFetching} onPage={goTo} />
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/80 bg-paper shadow-card transition duration-200 focus-within:border-brand/60 hover:-translate-y-0.5 hover:border-brand/60 hover:shadow-lift">
      <CoverImage
        src={post.imageUrl}
        className="aspect-[40/21] w-full border-b border-line/80 bg-ink"
        fallback={
          <div
            aria-hidden="true"
            className="surface-dark grid aspect-[40/21] w-full place-items-center border-b border-ink-line bg-ink text-brand-bright"
          >
            <Newspaper className="size-8 opacity-80" />
          </div>
        }
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        {post.publishedAt ? (
          <time dateTime={post.publishedAt} className="eyebrow text-stone">
            {formatPostDateShort(post.publishedAt)}
          </time>
        ) : null}
        <h2 className="mt-3 font-display text-2xl leading-snug text-ink">
          {/* The whole card is the link; its name is the title alone. */}
          <CardLink to={paths.newsletterPost(post.slug)}>{post.title}</CardLink>
        </h2>
        {post.description ? <p className="mt-3 line-clamp-3 leading-7 text-stone">{post.description}</p> : null}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-6 text-xs font-semibold tracking-[0.14em] text-brand-deep uppercase"
        >
          Read
          <ArrowRight className="size-3.5 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
