// The newsletter editor (spec 2.4 'Newsletter admin panel', 5 'Newsletter', 8), in the dashboard's
// Newsletters tab and at /newsletter/admin. Write, then Preview exactly what members will read. The same
// contract checks the fields here first, so a blank title or content is caught before a round trip.
// Publishing puts the newsletter in front of every member at once, so it asks first; a title another
// newsletter already has (the server's 409) is pointed out, and goes through only if the administrator
// says so.
import * as Tabs from '@radix-ui/react-tabs';
import { CopyPlus, Eye, PenLine, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import {
  DUPLICATE_TITLE_CODE,
  NEWSLETTER_MESSAGES,
  POST_LIMITS,
  POST_MESSAGES,
  newsletterDraftSchema,
  postFieldsSchema,
  type AdminPost,
  type PostWriteResult,
} from '../../../../common/contracts/posts';
import { Banner } from '../../../components/ui/Banner';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import {
  CheckboxField,
  Form,
  FormActions,
  placeServerErrors,
  SubmitButton,
  TextField,
  useZodForm,
} from '../../../components/form';
import { focusFirstField, namesWithErrors } from '../../../components/form/use-zod-form';
import { FieldLabel, inputClasses } from '../../../components/ui/Field';
import { ApiError } from '../../../lib/api';
import { PostContent } from '../PostContent';
import { useNewsletterRecipientCount, useSavePost } from './api';
import { CoverImageField } from '../../../components/CoverImageField';
import { TagsField } from './TagsField';

type Draft = { title: string; description: string; content: string; imageUrl: string; tags: string[]; emailMembers: boolean };
const EMPTY: Draft = { title: '', description: '', content: '', imageUrl: '', tags: [], emailMembers: false };
const toDraft = (post: AdminPost): Draft => ({
  title: post.title,
  description: post.description ?? '',
  content: post.content,
  imageUrl: post.imageUrl ?? '',
  tags: post.tags,
  emailMembers: false,
});

/** The fields as the contract reads them: trimmed, blanks cleared, tags cleaned (newsletterDraftSchema's output). */
type Fields = z.output<typeof newsletterDraftSchema>;

const membersCount = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'member' : 'members'}`;

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
  const form = useZodForm(newsletterDraftSchema, { defaultValues: post ? toDraft(post) : EMPTY });
  // Who 'Also email it to members' reaches: the server's count, as of opening the editor.
  const recipients = useNewsletterRecipientCount(!editing);
  const draft = useWatch({ control: form.control }) as Draft;
  const [failure, setFailure] = useState<string | null>(null);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  /** What Publish (after the confirmation) or 'anyway' sends: the fields as last checked. */
  const checked = useRef<Fields | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const save = useSavePost(post?.id ?? null);
  const failedMessage = editing ? POST_MESSAGES.saveFailed : NEWSLETTER_MESSAGES.publishFailed;

  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [failure]);

  /** Back to the Write view at once, so a field in error can take focus. */
  const showWriting = () => flushSync(() => setView('write'));

  const send = async (allowDuplicateTitle: boolean) => {
    const fields = checked.current;
    if (!fields) return;
    setFailure(null);
    try {
      // An edit changes what is already there; only publishing a new newsletter can email it.
      const { emailMembers, ...written } = fields;
      const data = await save.mutateAsync({ ...written, allowDuplicateTitle, ...(editing ? {} : { emailMembers }) });
      setConfirmingPublish(false);
      setDuplicate(null);
      if (editing) form.reset(toDraft(data.post));
      onSaved(data);
    } catch (error) {
      setConfirmingPublish(false);
      if (error instanceof ApiError && error.status === 409 && error.code === DUPLICATE_TITLE_CODE) {
        setDuplicate(error.message);
        return;
      }
      console.warn('[newsletters] save failed', error);
      setDuplicate(null);
      if (error instanceof ApiError && Object.keys(error.fields).length) showWriting();
      placeServerErrors(form, error);
      // Spec 5: publishing needs an authenticated user.
      const signedOut = error instanceof ApiError && error.status === 401;
      setFailure(signedOut ? NEWSLETTER_MESSAGES.notAuthenticated : failedMessage);
    }
  };

  const onSubmit = async (fields: Fields) => {
    setFailure(null);
    checked.current = fields;
    // A new newsletter reaches every member at once: ask first. An edit changes what is already there.
    if (editing) await send(false);
    else setConfirmingPublish(true);
  };

  const onInvalid = (errors: FieldErrors<Draft>) => {
    setFailure(failedMessage);
    if (view === 'write') return;
    // From the Preview: the fields were hidden when the form looked for one to focus.
    showWriting();
    focusFirstField(failureRef.current?.closest('form'), namesWithErrors(errors));
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
    <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} aria-label="Newsletter Admin Panel" className="grid gap-6">
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
              label="Newsletter Title"
              name="title"
              required
              maxLength={POST_LIMITS.title}
              hint={
                editing
                  ? `Address: /newsletters/${post.slug} (it does not change when the title does).`
                  : 'The address is made from the title.'
              }
            />
            <TextField
              label="Description"
              name="description"
              maxLength={POST_LIMITS.description}
              hint="One or two sentences for the newsletter grid. Optional."
            />
            <ContentField />
          </Card>

          <Card className="grid gap-8 p-5 sm:p-8">
            <CoverImageField name="imageUrl" purpose="post-image" />
            <TagsField name="tags" />
          </Card>

          {editing ? null : (
            <Card className="grid gap-2 p-5 sm:p-8">
              <CheckboxField name="emailMembers">
                <span className="font-semibold">Also email it to members</span>
                <span className="mt-1 block text-stone">
                  {recipients.data
                    ? `${membersCount(recipients.data.count)} will receive it: those whose newsletter emails are on.`
                    : recipients.isError
                      ? 'The number of members who would receive it could not be loaded.'
                      : 'Counting the members who would receive it...'}{' '}
                  Sent in batches over the next minutes; each email links to its page here.
                </span>
              </CheckboxField>
            </Card>
          )}
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

      <FormActions onCancel={onCancel} cancelDisabled={save.isPending} onCream className="sm:items-center">
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
          <SubmitButton variant="primary" busy={save.isPending && !duplicate} busyLabel="Saving...">
            Save changes
          </SubmitButton>
        ) : (
          <SubmitButton variant="primary" busy={save.isPending && !confirmingPublish && !duplicate} busyLabel="Publishing...">
            <Send className="size-4" aria-hidden="true" />
            Publish Newsletter
          </SubmitButton>
        )}
      </FormActions>

      <ConfirmDialog
        open={confirmingPublish}
        onClose={() => setConfirmingPublish(false)}
        title="Publish to every member?"
        description={
          <>
            “<span className="font-semibold break-words text-ink">{draft.title.trim()}</span>” will appear in Newsletters for
            every member straight away.{' '}
            {draft.emailMembers
              ? `It will also be emailed to ${recipients.data ? membersCount(recipients.data.count) : 'every member whose newsletter emails are on'}, and an email cannot be taken back.`
              : 'No email is sent.'}{' '}
            You can edit or unpublish it later.
          </>
        }
        confirmLabel="Publish Newsletter"
        busyLabel="Publishing..."
        busy={save.isPending}
        tone="dark"
        icon={Send}
        onConfirm={() => void send(false)}
      />
      <ConfirmDialog
        open={duplicate !== null}
        onClose={() => setDuplicate(null)}
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
        onConfirm={() => void send(true)}
        onCloseAutoFocus={(event) => {
          // Cancelled: the title is the thing to change. Saved: the page takes focus where it goes next.
          if (save.isSuccess) return;
          event.preventDefault();
          setView('write');
          requestAnimationFrame(() => form.setFocus('title'));
        }}
      />
    </Form>
  );
}

/** The content: a textarea of the kit's look, with its paragraph hint and a counter under it. */
function ContentField() {
  const id = useId();
  const { register, clearErrors } = useFormContext<Draft>();
  const { errors } = useFormState<Draft>({ name: 'content' });
  const content = useWatch<Draft, 'content'>({ name: 'content' }) ?? '';
  const error = errors.content?.message;
  const registration = register('content');
  return (
    <div>
      <FieldLabel htmlFor={id}>Content</FieldLabel>
      <textarea
        id={id}
        required
        rows={14}
        maxLength={POST_LIMITS.content}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={cn(inputClasses, 'h-auto min-h-72 resize-y py-3 leading-7')}
        {...registration}
        onChange={(event) => {
          if (error) clearErrors('content');
          return registration.onChange(event);
        }}
      />
      <p id={`${id}-hint`} className="mt-2 flex flex-wrap justify-between gap-2 text-xs text-stone">
        <span>Each line break starts a new paragraph. Text is shown exactly as written, never as code.</span>
        <span className="tabular-nums">
          {content.length.toLocaleString('en-US')} / {POST_LIMITS.content.toLocaleString('en-US')}
        </span>
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
