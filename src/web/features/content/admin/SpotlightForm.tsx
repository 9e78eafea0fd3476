// The add/edit form of the Spotlight tab (spec 2.5 tab 1, 5 'Spotlight form'): title, image (upload or
// address, with a preview), link (address or an uploaded document), status and display order.
import { FileUp, ImagePlus, ImageOff, X } from 'lucide-react';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CONTENT_TOASTS,
  spotlightItemInputSchema,
  type SpotlightAdminItem,
  type SpotlightItemInput,
} from '../../../../common/contracts/content';
import { formatBytes, UPLOAD_ACCEPT, UPLOAD_MESSAGES, type UploadPurpose } from '../../../../common/contracts/uploads';
import { ADMIN_TOASTS } from '../../../../common/messages';
import { Badge } from '../../../components/ui/Badge';
import { Banner } from '../../../components/ui/Banner';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { Form, placeServerErrors, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { errorMessage } from '../../../lib/api';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload';
import { useSaveSpotlight } from './api';

type Values = SpotlightItemInput & { linkUrl: string; displayOrder: string };

const EMPTY: Values = { title: '', imageUrl: '', linkUrl: '', isActive: true, displayOrder: '' };
const toValues = (item: SpotlightAdminItem): Values => ({
  title: item.title,
  imageUrl: item.imageUrl,
  linkUrl: item.linkUrl ?? '',
  isActive: item.isActive,
  displayOrder: String(item.displayOrder),
});

export type SpotlightFormHandle = { edit(item: SpotlightAdminItem): void; reset(): void };

export const SpotlightForm = forwardRef<
  SpotlightFormHandle,
  { editingId: string | null; onEditingChange(id: string | null): void }
>(function SpotlightForm({ editingId, onEditingChange }, ref) {
  const form = useZodForm(spotlightItemInputSchema, { defaultValues: EMPTY });
  const [uploading, setUploading] = useState<UploadPurpose | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const save = useSaveSpotlight();
  const limits = useConfig().uploads;
  const [title, imageUrl, linkUrl, isActive] = useWatch({
    control: form.control,
    name: ['title', 'imageUrl', 'linkUrl', 'isActive'],
  });

  const reset = () => {
    form.reset(EMPTY);
    setFormError(null);
    onEditingChange(null);
  };
  useImperativeHandle(ref, () => ({
    edit(item) {
      form.reset(toValues(item));
      setFormError(null);
      onEditingChange(item.id);
      const titleInput = top.current?.closest('form')?.querySelector<HTMLInputElement>('[name="title"]');
      titleInput?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      titleInput?.focus({ preventScroll: true });
    },
    reset,
  }));

  /** Sets a field from outside its input (an upload, the link's clear button), clearing its error. */
  const set = (name: 'imageUrl' | 'linkUrl' | 'isActive', value: string | boolean) => {
    form.setValue(name, value as never, { shouldDirty: true });
    form.clearErrors(name);
  };

  const onFileChosen = async (purpose: UploadPurpose, input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    const field = purpose === 'spotlight-image' ? 'imageUrl' : 'linkUrl';
    if (!file) {
      const message = purpose === 'spotlight-image' ? UPLOAD_MESSAGES.selectImage : UPLOAD_MESSAGES.selectFile;
      form.setError(field, { type: 'upload', message });
      notify.error(message);
      return;
    }
    setUploading(purpose);
    try {
      const result = await uploadFile(purpose, file, limits);
      set(field, result.url);
      setAnnouncement(
        purpose === 'spotlight-image' ? `Image ${file.name} uploaded.` : `Document ${file.name} uploaded and set as the link.`,
      );
    } catch (error) {
      const failed = purpose === 'spotlight-image' ? ADMIN_TOASTS.uploadImageFailed : CONTENT_TOASTS.uploadFileFailed;
      // The toast is the spec's; the field says why (too large, the wrong kind) when that is known.
      form.setError(field, { type: 'upload', message: errorMessage(error, failed) });
      notify.error(failed);
    } finally {
      setUploading(null);
      if (input) input.value = '';
    }
  };

  const submit = async (input: SpotlightItemInput) => {
    setFormError(null);
    try {
      const answer = await save.mutateAsync({ id: editingId, input });
      notify.success(answer.message);
      reset();
    } catch (error) {
      notify.error(CONTENT_TOASTS.saveSpotlightFailed);
      // A field's own message sits on the field; anything else (the item is gone, the server is down) above Save.
      if (!placeServerErrors(form, error)) setFormError(errorMessage(error, CONTENT_TOASTS.saveSpotlightFailed));
    }
  };

  const editing = editingId !== null;
  const busy = save.isPending;
  const imageError = form.formState.errors.imageUrl?.message;
  return (
    <Form form={form} onSubmit={submit} aria-labelledby="spotlight-form-heading" className="space-y-6">
      <div ref={top} className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="spotlight-form-heading" className="font-display text-2xl">
          {editing ? 'Edit item' : 'Add an item'}
        </h3>
        {editing ? <Badge tone="brand">Editing</Badge> : null}
      </div>

      <TextField label="Title" name="title" maxLength={200} hint="Also read aloud as the image's description." />

      <fieldset className="space-y-3">
        <legend className="mb-2 block text-[0.8rem] font-semibold tracking-wide text-ink">Image</legend>
        <div
          className={cn(
            'relative grid aspect-[16/7] place-items-center overflow-hidden rounded-xl border bg-cream-2/60',
            imageUrl ? 'border-line' : 'border-dashed border-ink/20',
            imageError && 'border-danger',
          )}
        >
          {imageUrl ? (
            <img src={imageUrl} alt={title ? `Preview: ${title}` : 'Preview of the image'} className="size-full object-cover" />
          ) : (
            <div className="px-4 text-center text-stone">
              <ImageOff className="mx-auto size-6" aria-hidden="true" />
              <p className="mt-2 text-sm">No image yet</p>
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            busy={uploading === 'spotlight-image'}
            busyLabel="Uploading..."
            onClick={() => imageInput.current?.click()}
          >
            <ImagePlus className="size-4" aria-hidden="true" /> Upload image
          </Button>
          <span className="text-xs text-stone">PNG, JPEG, GIF, WebP or AVIF, up to {formatBytes(limits.maxImageBytes)}</span>
        </div>
        <input
          ref={imageInput}
          type="file"
          hidden
          accept={UPLOAD_ACCEPT.image}
          onChange={(event) => void onFileChosen('spotlight-image', event.currentTarget)}
        />
        <TextField
          label="Image address"
          name="imageUrl"
          inputMode="url"
          autoComplete="off"
          placeholder="https://…"
          hint="Filled in by the upload, or paste an https:// address."
        />
      </fieldset>

      <div className="space-y-3">
        <TextField
          label="Link (optional)"
          name="linkUrl"
          inputMode="url"
          autoComplete="off"
          placeholder="https://… or /newsletters"
          hint="Where a click on the image goes, in a new tab."
          trailing={
            linkUrl ? (
              <button
                type="button"
                onClick={() => set('linkUrl', '')}
                className="grid size-9 place-items-center rounded-lg text-stone transition-colors hover:bg-ink/5 hover:text-ink"
              >
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">Clear the link</span>
              </button>
            ) : undefined
          }
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            busy={uploading === 'spotlight-file'}
            busyLabel="Uploading..."
            onClick={() => documentInput.current?.click()}
          >
            <FileUp className="size-4" aria-hidden="true" /> Upload document
          </Button>
          <span className="text-xs text-stone">PDF, Word or Excel, up to {formatBytes(limits.maxDocumentBytes)}</span>
        </div>
        <input
          ref={documentInput}
          type="file"
          hidden
          accept={UPLOAD_ACCEPT.document}
          onChange={(event) => void onFileChosen('spotlight-file', event.currentTarget)}
        />
      </div>

      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <fieldset>
          <legend className="mb-2 block text-[0.8rem] font-semibold tracking-wide text-ink">Status</legend>
          <div className="grid h-12 grid-cols-2 rounded-xl border border-line bg-cream-2/60 p-1">
            {[
              { label: 'Active', value: true },
              { label: 'Inactive', value: false },
            ].map((option) => (
              <label
                key={option.label}
                className={cn(
                  'flex cursor-pointer items-center justify-center rounded-lg text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-[var(--focus-ring)]',
                  isActive === option.value ? 'bg-paper text-ink shadow-sm' : 'text-stone hover:text-ink',
                )}
              >
                <input
                  type="radio"
                  name="isActive"
                  className="sr-only"
                  checked={isActive === option.value}
                  onChange={() => set('isActive', option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Display order"
          name="displayOrder"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={editing ? '' : 'Last'}
        />
      </div>
      <p className="-mt-3 text-xs text-stone">Lower numbers show first. Left empty, a new item goes last.</p>

      {formError ? (
        <Banner tone="error" onDismiss={() => setFormError(null)}>
          {formError}
        </Banner>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">
        <SubmitButton busyLabel="Saving..." disabled={uploading !== null}>
          Save
        </SubmitButton>
        {editing ? (
          <Button variant="outline" onClick={reset} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Form>
  );
});
