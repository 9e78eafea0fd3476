// The newsletter editor (spec 2.4 'Newsletter admin panel', 5 'Newsletter', 8), in the dashboard's
// Newsletters tab and at /newsletter/admin. Write, then Preview exactly what members will read. The same
// contract checks the fields here first, so a blank title or content is caught before a round trip.
// Publishing puts the newsletter in front of every member at once, so it asks first; a title another
// newsletter already has (the server's 409) is pointed out, and goes through only if the administrator
// says so.
import * as Tabs from '@radix-ui/react-tabs';
import { CopyPlus, Eye, PenLine, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  DUPLICATE_TITLE_CODE,
  NEWSLETTER_MESSAGES,
  POST_LIMITS,
  POST_MESSAGES,
  postFieldsSchema,
  type AdminPost,
  type PostWriteResult,
} from '../../../../common/contracts/posts';
import { Banner } from '../../../components/ui/Banner';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { inputClasses, TextField } from '../../../components/ui/Field';
import { ApiError } from '../../../lib/api';
import { PostContent } from '../PostContent';
import { useSavePost } from './api';
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

type EditorProps = {
  /** The post to edit, or null for a new one. */
  post: AdminPost | null;
  /** After a save the server accepted; the editor says nothing itself, its page does. */
  onSaved: (result: PostWriteResult) => void;
  /** A Cancel button beside Publish / Save, when there is somewhere to go back to. */
  onCancel?: () => void;
};

export function NewsletterEditor({ post, onSaved, onCancel }: EditorProps) {
  const editing = post !== null;
  const [draft, setDraft] = useState<Draft>(() => (post ? toDraft(post) : EMPTY));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentId = useId();
  const save = useSavePost(post?.id ?? null);
  const failedMessage = editing ? POST_MESSAGES.saveFailed : NEWSLETTER_MESSAGES.publishFailed;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (fieldErrors[key]) setFieldErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [failure]);

  /** The fields as the contract reads them, or null after showing what is wrong (in the Write view). */
  const checked = () => {
    const result = postFieldsSchema.safeParse(draft);
    if (result.success) return true;
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) errors[fieldOf(issue.path.join('.'))] ??= issue.message;
    setFieldErrors(errors);
    setFailure(failedMessage);
    setView('write');
    return false;
  };

  const send = (allowDuplicateTitle: boolean) => {
    setFailure(null);
    save.mutate(
      {
        title: draft.title,
        description: draft.description,
        content: draft.content,
        imageUrl: draft.imageUrl,
        tags: draft.tags,
        allowDuplicateTitle,
      },
      {
        onSuccess: (data) => {
          setFieldErrors({});
          setConfirmingPublish(false);
          setDuplicate(null);
          if (editing) setDraft(toDraft(data.post));
          onSaved(data);
        },
        onError: (error) => {
          setConfirmingPublish(false);
          if (error instanceof ApiError && error.status === 409 && error.code === DUPLICATE_TITLE_CODE) {
            setDuplicate(error.message);
            return;
          }
          console.warn('[newsletters] save failed', error);
          setDuplicate(null);
          const errors: Record<string, string> = {};
          if (error instanceof ApiError)
            for (const [path, message] of Object.entries(error.fields)) errors[fieldOf(path)] ??= message;
          setFieldErrors(errors);
          if (Object.keys(errors).length) setView('write');
          // Spec 5: publishing needs an authenticated user.
          const signedOut = error instanceof ApiError && error.status === 401;
          setFailure(signedOut ? NEWSLETTER_MESSAGES.notAuthenticated : failedMessage);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!checked()) return;
    // A new newsletter reaches every member at once: ask first. An edit changes what is already there.
    if (editing) send(false);
    else setConfirmingPublish(true);
  };

  const previewPost = {
    title: draft.title.trim() || 'Untitled newsletter',
    description: draft.description.trim() || null,
    imageUrl: draft.imageUrl.trim() || null,
    tags: draft.tags,
    content: draft.content,
    publishedAt: post?.publishedAt ?? new Date().toISOString(),
  };

  const tabClass =
    'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold text-stone transition-colors hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-cream sm:flex-none';

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Newsletter Admin Panel" className="grid gap-6">
      <div ref={failureRef}>
        {failure ? (
          <Banner tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        ) : null}
      </div>

      <Tabs.Root value={view} onValueChange={(next) => setView(next as 'write' | 'preview')}>
        <Tabs.List
          aria-label="Editor view"
          className="inline-flex w-full rounded-full border border-line bg-paper p-1 shadow-card sm:w-auto"
        >
          <Tabs.Trigger value="write" className={tabClass}>
            <PenLine className="size-4" aria-hidden="true" />
            Write
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={tabClass}>
            <Eye className="size-4" aria-hidden="true" />
            Preview
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content
          value="write"
          forceMount
          hidden={view !== 'write'}
          className={cn('mt-6 gap-6 outline-none', view === 'write' ? 'grid' : 'hidden')}
        >
          <Card className="grid gap-6 p-5 sm:p-8">
            <TextField
              ref={titleRef}
              label="Newsletter Title"
              required
              value={draft.title}
              maxLength={POST_LIMITS.title}
              error={fieldErrors.title}
              onChange={(e) => set('title', e.target.value)}
              hint={
                editing
                  ? `Address: /newsletters/${post.slug} (it does not change when the title does).`
                  : 'The address is made from the title.'
              }
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

          <Card className="grid gap-8 p-5 sm:p-8">
            <CoverImageField value={draft.imageUrl} onChange={(next) => set('imageUrl', next)} error={fieldErrors.imageUrl} />
            <TagsField value={draft.tags} onChange={(next) => set('tags', next)} error={fieldErrors.tags} />
          </Card>
        </Tabs.Content>

        <Tabs.Content value="preview" className="mt-6 outline-none">
          <Card className="overflow-hidden">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-line bg-cream/60 px-5 py-3 text-sm text-stone sm:px-8">
              <Eye className="size-4 text-brand-deep" aria-hidden="true" />
              As members will read it{editing ? ` at /newsletters/${post.slug}` : ' once it is published'}.
            </p>
            <article aria-label="Preview" className="mx-auto max-w-3xl px-5 pt-2 pb-10 sm:px-8">
              <PostContent post={previewPost} headingLevel={2} />
              {postFieldsSchema.safeParse(draft).success ? null : (
                <p className="mt-8 rounded-xl border border-dashed border-line px-4 py-3 text-sm text-stone">
                  A title and some content are needed before this can be published.
                </p>
              )}
            </article>
          </Card>
        </Tabs.Content>
      </Tabs.Root>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {onCancel ? (
          <Button variant="outline" className="bg-paper" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        ) : null}
        {view === 'write' ? (
          <Button variant="outline" className="bg-paper" onClick={() => setView('preview')}>
            <Eye className="size-4" aria-hidden="true" />
            Preview
          </Button>
        ) : (
          <Button variant="outline" className="bg-paper" onClick={() => setView('write')}>
            <PenLine className="size-4" aria-hidden="true" />
            Back to writing
          </Button>
        )}
        {editing ? (
          <Button type="submit" busy={save.isPending && !duplicate} busyLabel="Saving...">
            Save changes
          </Button>
        ) : (
          <Button type="submit" busy={save.isPending && !confirmingPublish && !duplicate} busyLabel="Publishing...">
            <Send className="size-4" aria-hidden="true" />
            Publish Newsletter
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={confirmingPublish}
        onOpenChange={setConfirmingPublish}
        title="Publish to every member?"
        description={
          <>
            “<span className="font-semibold break-words text-ink">{draft.title.trim()}</span>” will appear in Newsletters for
            every member straight away. No email or notification is sent. You can edit or unpublish it later.
          </>
        }
        confirmLabel="Publish Newsletter"
        busyLabel="Publishing..."
        busy={save.isPending}
        tone="dark"
        icon={Send}
        onConfirm={() => send(false)}
      />
      <ConfirmDialog
        open={duplicate !== null}
        onOpenChange={(open) => (open ? undefined : setDuplicate(null))}
        title={editing ? 'Save with a title already in use?' : 'Publish with a title already in use?'}
        description={
          <>
            {duplicate} Members would see two newsletters with the same title. Change the title, or {editing ? 'save' : 'publish'}{' '}
            anyway.
          </>
        }
        confirmLabel={editing ? 'Save anyway' : 'Publish anyway'}
        busyLabel={editing ? 'Saving...' : 'Publishing...'}
        busy={save.isPending}
        tone="dark"
        icon={CopyPlus}
        onConfirm={() => send(true)}
        onCloseAutoFocus={(event) => {
          // Cancelled: the title is the thing to change. Saved: the page takes focus where it goes next.
          if (save.isSuccess) return;
          event.preventDefault();
          setView('write');
          requestAnimationFrame(() => titleRef.current?.focus());
        }}
      />
    </form>
  );
}
