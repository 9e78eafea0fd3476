// The add/edit form of the Spotlight tab (spec 2.5 tab 1, 5 'Spotlight form'): title, image (upload or
// address, with a preview), link (address or an uploaded document), status and display order.
import { FileUp, ImagePlus, ImageOff, X } from 'lucide-react';
import { forwardRef, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
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
import { TextField } from '../../../components/ui/Field';
import { ApiError, errorMessage } from '../../../lib/api';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload';
import { useSaveSpotlight } from './api';

type Values = { title: string; imageUrl: string; linkUrl: string; isActive: boolean; displayOrder: string };
type FieldName = keyof Values;
type Errors = Partial<Record<FieldName, string>>;

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
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState<UploadPurpose | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const save = useSaveSpotlight();
  const limits = useConfig().uploads;

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
    onEditingChange(null);
  };
  useImperativeHandle(ref, () => ({
    edit(item) {
      setValues(toValues(item));
      setErrors({});
      onEditingChange(item.id);
      titleRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      titleRef.current?.focus({ preventScroll: true });
    },
    reset,
  }));

  const set = <K extends FieldName>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onFileChosen = async (purpose: UploadPurpose, input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    const field: FieldName = purpose === 'spotlight-image' ? 'imageUrl' : 'linkUrl';
    if (!file) {
      const message = purpose === 'spotlight-image' ? UPLOAD_MESSAGES.selectImage : UPLOAD_MESSAGES.selectFile;
      setErrors((current) => ({ ...current, [field]: message }));
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
      setErrors((current) => ({ ...current, [field]: errorMessage(error, failed) }));
      notify.error(failed);
    } finally {
      setUploading(null);
      if (input) input.value = '';
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: SpotlightItemInput = { ...values };
    const checked = spotlightItemInputSchema.safeParse(input);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
      setErrors(found);
      const first = formRef.current?.elements.namedItem(Object.keys(found)[0]);
      if (first instanceof HTMLInputElement) first.focus();
      return;
    }
    setFormError(null);
    save.mutate(
      { id: editingId, input },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          reset();
        },
        onError: (error) => {
          notify.error(CONTENT_TOASTS.saveSpotlightFailed);
          const fields = error instanceof ApiError ? (error.fields as Errors) : {};
          setErrors(fields);
          // A field's own message sits on the field; anything else (the item is gone, the server is down) above Save.
          setFormError(Object.keys(fields).length ? null : errorMessage(error, CONTENT_TOASTS.saveSpotlightFailed));
        },
      },
    );
  };

  const editing = editingId !== null;
  const busy = save.isPending;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="spotlight-form-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="spotlight-form-heading" className="font-display text-2xl">
          {editing ? 'Edit item' : 'Add an item'}
        </h3>
        {editing ? <Badge tone="brand">Editing</Badge> : null}
      </div>

      <TextField
        ref={titleRef}
        label="Title"
        name="title"
        value={values.title}
        maxLength={200}
        error={errors.title}
        hint="Also read aloud as the image's description."
        onChange={(event) => set('title', event.target.value)}
      />

      <fieldset className="space-y-3">
        <legend className="mb-2 block text-[0.8rem] font-semibold tracking-wide text-ink">Image</legend>
        <div
          className={cn(
            'relative grid aspect-[16/7] place-items-center overflow-hidden rounded-xl border bg-cream-2/60',
            values.imageUrl ? 'border-line' : 'border-dashed border-ink/20',
            errors.imageUrl && 'border-danger',
          )}
        >
          {values.imageUrl ? (
            <img
              src={values.imageUrl}
              alt={values.title ? `Preview: ${values.title}` : 'Preview of the image'}
              className="size-full object-cover"
            />
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
          value={values.imageUrl}
          error={errors.imageUrl}
          hint="Filled in by the upload, or paste an https:// address."
          onChange={(event) => set('imageUrl', event.target.value)}
        />
      </fieldset>

      <div className="space-y-3">
        <TextField
          label="Link (optional)"
          name="linkUrl"
          inputMode="url"
          autoComplete="off"
          placeholder="https://… or /newsletters"
          value={values.linkUrl}
          error={errors.linkUrl}
          hint="Where a click on the image goes, in a new tab."
          onChange={(event) => set('linkUrl', event.target.value)}
          trailing={
            values.linkUrl ? (
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
                  values.isActive === option.value ? 'bg-paper text-ink shadow-sm' : 'text-stone hover:text-ink',
                )}
              >
                <input
                  type="radio"
                  name="isActive"
                  className="sr-only"
                  checked={values.isActive === option.value}
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
          value={values.displayOrder}
          error={errors.displayOrder}
          onChange={(event) => set('displayOrder', event.target.value)}
        />
      </div>
      <p className="-mt-3 text-xs text-stone">Lower numbers show first. Left empty, a new item goes last.</p>

      {formError ? (
        <Banner tone="error" onDismiss={() => setFormError(null)}>
          {formError}
        </Banner>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">
        <Button type="submit" variant="dark" busy={busy} busyLabel="Saving..." disabled={uploading !== null}>
          Save
        </Button>
        {editing ? (
          <Button variant="outline" onClick={reset} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
});
