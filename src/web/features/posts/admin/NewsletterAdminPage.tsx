// /newsletter/admin (spec 2.4 'Newsletter admin panel', 5 'Newsletter', 8): write and publish a
// newsletter, or edit one with ?edit=<id>. The server decides; the same contract checks the fields here
// first so a blank title or content is caught before a round trip.
import { ArrowLeft, ExternalLink, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { POST_LIMITS, postFieldsSchema, type AdminPost } from '../../../../common/contracts/posts';
import { ADMIN_TOASTS, NEWSLETTER_MESSAGES, POST_MESSAGES } from '../../../../common/messages';
import { paths, ROUTES } from '../../../../common/routes';
import { Banner } from '../../../components/ui/Banner';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { inputClasses, TextField } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/Spinner';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminPost, useSavePost } from './api';
import { CoverImageField } from './CoverImageField';
import { TagsField } from './TagsField';

type Draft = { title: string; description: string; content: string; imageUrl: string; tags: string[] };
const EMPTY: Draft = { title: '', description: '', content: '', imageUrl: '', tags: [] };
const toDraft = (post: AdminPost): Draft => ({
  title: post.title,
  description: post.description ?? '',
  content: post.content,
  imageUrl: post.imageUrl ?? '',
  tags: post.tags,
});

/** 'tags.3' and 'tags' are both the tags field. */
const fieldOf = (path: string) => path.split('.')[0] || '_';

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
        <NewsletterForm key="new" post={null} />
      ) : existing.isPending ? (
        <LoadingState label={NEWSLETTER_MESSAGES.loading} />
      ) : existing.isError ? (
        <div className="mt-8 grid gap-4">
          <Banner tone="error">
            {existing.error instanceof ApiError && existing.error.status === 404 ? ADMIN_TOASTS.recordNotFound : POST_MESSAGES.loadFailed}
          </Banner>
          <Link to={ROUTES.newsletterAdmin} className={buttonClasses('outline', 'md', 'w-fit bg-paper')}>
            Write a new newsletter instead
          </Link>
        </div>
      ) : (
        <NewsletterForm key={existing.data.id} post={existing.data} />
      )}
    </div>
  );
}

type Result = { tone: 'success' | 'error'; message: string; slug?: string };

function NewsletterForm({ post }: { post: AdminPost | null }) {
  const editing = post !== null;
  const [draft, setDraft] = useState<Draft>(() => (post ? toDraft(post) : EMPTY));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const contentId = useId();
  const save = useSavePost(post?.id ?? null);
  const failedMessage = editing ? POST_MESSAGES.saveFailed : NEWSLETTER_MESSAGES.publishFailed;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (fieldErrors[key]) setFieldErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [result]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = postFieldsSchema.safeParse(draft);
    if (!checked.success) {
      const errors: Record<string, string> = {};
      for (const issue of checked.error.issues) errors[fieldOf(issue.path.join('.'))] ??= issue.message;
      setFieldErrors(errors);
      setResult({ tone: 'error', message: failedMessage });
      return;
    }
    save.mutate(
      { title: draft.title, description: draft.description, content: draft.content, imageUrl: draft.imageUrl, tags: draft.tags },
      {
        onSuccess: (data) => {
          setFieldErrors({});
          setDraft(editing ? toDraft(data.post) : EMPTY);
          setResult({
            tone: 'success',
            message: editing ? POST_MESSAGES.saved : NEWSLETTER_MESSAGES.published,
            slug: data.post.status === 'published' ? data.post.slug : undefined,
          });
        },
        onError: (error) => {
          console.warn('[newsletters] save failed', error);
          const errors: Record<string, string> = {};
          if (error instanceof ApiError) for (const [path, message] of Object.entries(error.fields)) errors[fieldOf(path)] ??= message;
          setFieldErrors(errors);
          // Spec 5: publishing needs an authenticated user.
          const signedOut = error instanceof ApiError && error.status === 401;
          setResult({ tone: 'error', message: signedOut ? NEWSLETTER_MESSAGES.notAuthenticated : failedMessage });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Newsletter Admin Panel" className="mt-8 grid gap-6">
      <div ref={resultRef}>
        {result ? (
          <Banner tone={result.tone} onDismiss={() => setResult(null)}>
            {result.message}
            {result.slug ? (
              <>
                {' '}
                <Link to={paths.newsletterPost(result.slug)} className="inline-flex items-center gap-1 underline underline-offset-4">
                  View newsletter
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </Link>
              </>
            ) : null}
          </Banner>
        ) : null}
      </div>

      <Card className="grid gap-6 p-6 sm:p-8">
        <TextField
          label="Newsletter Title"
          required
          value={draft.title}
          maxLength={POST_LIMITS.title}
          error={fieldErrors.title}
          onChange={(e) => set('title', e.target.value)}
          hint={editing ? `Address: /newsletters/${post.slug} (it does not change when the title does).` : 'The address is made from the title.'}
        />
        <TextField
          label="Description"
          value={draft.description}
          maxLength={POST_LIMITS.description}
          error={fieldErrors.description}
          onChange={(e) => set('description', e.target.value)}
          hint="One or two sentences for the newsletter grid. Optional."
        />
        <div>
          <label htmlFor={contentId} className="mb-2 block text-[0.8rem] font-semibold tracking-wide text-ink">
            Content
          </label>
          <textarea
            id={contentId}
            required
            rows={14}
            value={draft.content}
            maxLength={POST_LIMITS.content}
            aria-invalid={fieldErrors.content ? true : undefined}
            aria-describedby={`${contentId}-hint${fieldErrors.content ? ` ${contentId}-error` : ''}`}
            onChange={(e) => set('content', e.target.value)}
            className={cn(inputClasses, 'h-auto min-h-72 resize-y py-3 leading-7')}
          />
          <p id={`${contentId}-hint`} className="mt-2 flex flex-wrap justify-between gap-2 text-xs text-stone">
            <span>Each line break starts a new paragraph. Text is shown exactly as written, never as code.</span>
            <span className="tabular-nums">
              {draft.content.length.toLocaleString('en-US')} / {POST_LIMITS.content.toLocaleString('en-US')}
            </span>
          </p>
          {fieldErrors.content ? (
            <p id={`${contentId}-error`} className="mt-1 text-sm font-medium text-danger">
              {fieldErrors.content}
            </p>
          ) : null}
        </div>
      </Card>

      <Card className="grid gap-8 p-6 sm:p-8">
        <CoverImageField value={draft.imageUrl} onChange={(next) => set('imageUrl', next)} error={fieldErrors.imageUrl} />
        <TagsField value={draft.tags} onChange={(next) => set('tags', next)} error={fieldErrors.tags} />
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {editing ? (
          <Link to={NEWSLETTERS_TAB_PATH} className={buttonClasses('outline', 'md', 'bg-paper')}>
            Cancel
          </Link>
        ) : null}
        {editing ? (
          <Button type="submit" busy={save.isPending} busyLabel="Saving...">
            Save changes
          </Button>
        ) : (
          <Button type="submit" busy={save.isPending} busyLabel="Publishing...">
            <Send className="size-4" aria-hidden="true" />
            Publish Newsletter
          </Button>
        )}
      </div>
    </form>
  );
}
