// A newsletter as members read it: cover, long US date, title, description, tags and the content as
// paragraphs, always as text (React escapes it; nothing here turns it into markup). The member page
// shows it, and so does the administrators' preview, so the preview is what members will see.
import { formatPostDateLong, postParagraphs } from '../../../common/contracts/posts';
import { CoverImage } from '../../components/ui/CoverImage';

export type PostContentData = {
  title: string;
  description: string | null;
  imageUrl: string | null;
  tags: string[];
  content: string;
  publishedAt: string | null;
};

export function PostContent({ post, headingLevel = 1 }: { post: PostContentData; headingLevel?: 1 | 2 }) {
  const paragraphs = postParagraphs(post.content);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <>
      <CoverImage
        src={post.imageUrl}
        className="mt-8 aspect-[40/21] w-full rounded-[var(--radius-card)] border border-line/80 bg-ink shadow-card"
      />
      <header className="mt-8">
        {post.publishedAt ? (
          <p className="eyebrow text-brand-deep">
            <time dateTime={post.publishedAt}>{formatPostDateLong(post.publishedAt)}</time>
          </p>
        ) : null}
        <Heading className="mt-3 font-display text-4xl leading-tight break-words sm:text-5xl">{post.title}</Heading>
        {post.description ? <p className="mt-4 text-xl leading-8 text-stone">{post.description}</p> : null}
        {post.tags.length ? (
          <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-deep ring-1 ring-brand/30"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <div className="mt-10 border-t border-line pt-10">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="mb-6 text-[1.08rem] leading-8 break-words text-ink last:mb-0">
            {paragraph}
          </p>
        ))}
      </div>
    </>
  );
}
