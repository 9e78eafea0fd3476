// A cover picture (a newsletter's, an event's): upload a file (POST /api/admin/uploads, with the purpose
// given) or paste an address, with a preview. A failed upload says 'Error uploading image!' (spec 8) and leaves the address as it was.
// Bound by name to the form around it (the form kit, decision 036).
import { ImageOff, ImagePlus, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { POST_LIMITS } from '../../common/contracts/posts';
import { formatBytes, UPLOAD_ACCEPT, type UploadPurpose } from '../../common/contracts/uploads';
import { ADMIN_TOASTS } from '../../common/messages';
import { Button } from './ui/Button';
import { TextField } from './form';
import { errorMessage } from '../lib/api';
import { useConfig } from '../lib/config';
import { notify } from '../lib/notify';
import { uploadFile } from '../lib/upload';

export function CoverImageField({ name, purpose }: { name: string; purpose: UploadPurpose }) {
  const { setValue, clearErrors } = useFormContext();
  const value = (useWatch({ name }) as string | null | undefined) ?? '';
  /** An upload's address, or none: set as if typed into the address field. */
  const onChange = (next: string) => {
    clearErrors(name);
    setValue(name, next, { shouldDirty: true });
  };
  const fileInput = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const limits = useConfig().uploads;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = value.trim();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      const result = await uploadFile(purpose, file, limits);
      onChange(result.url);
    } catch (err) {
      console.warn(`[${purpose}] image upload failed`, err);
      // The toast is the spec's; beside the button, why (too large, not an image) when that is known.
      setUploadError(errorMessage(err, ADMIN_TOASTS.uploadImageFailed));
      notify.error(ADMIN_TOASTS.uploadImageFailed);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    // Two columns once the field itself is wide enough (a narrow form column keeps one).
    <fieldset className="@container min-w-0">
      <legend className="mb-2 block text-[0.8rem] font-semibold tracking-wide text-ink">Cover image</legend>
      <div className="grid gap-5 @xl:grid-cols-[minmax(0,16rem)_1fr] @xl:items-start">
        <div className="relative grid aspect-[40/21] w-full place-items-center overflow-hidden rounded-xl border border-dashed border-line bg-cream-2/60 text-stone">
          {src && brokenSrc !== src ? (
            <img
              src={src}
              alt="Cover preview"
              onError={() => setBrokenSrc(src)}
              className="absolute inset-0 size-full object-cover"
            />
          ) : src ? (
            <span className="flex flex-col items-center gap-2 px-4 text-center text-xs">
              <ImageOff className="size-5" aria-hidden="true" />
              This image could not be loaded; members will not see a cover.
            </span>
          ) : (
            <span className="flex flex-col items-center gap-2 text-xs">
              <ImagePlus className="size-5" aria-hidden="true" />
              No cover image
            </span>
          )}
        </div>
        <div className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileInput}
              type="file"
              accept={UPLOAD_ACCEPT.image}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <Button
              variant="dark"
              size="sm"
              busy={uploading}
              busyLabel="Uploading..."
              onClick={() => fileInput.current?.click()}
              aria-describedby={statusId}
            >
              <Upload className="size-4" aria-hidden="true" />
              Upload image
            </Button>
            {src ? (
              <Button variant="ghost" size="sm" onClick={() => onChange('')} disabled={uploading}>
                <Trash2 className="size-4" aria-hidden="true" />
                Remove image
              </Button>
            ) : null}
          </div>
          <p id={statusId} role="status" className="sr-only">
            {uploading ? 'Uploading image' : ''}
          </p>
          {uploadError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {uploadError}
            </p>
          ) : null}
          <TextField
            label="or paste an image address"
            name={name}
            type="url"
            inputMode="url"
            placeholder="https://… or /uploads/…"
            maxLength={POST_LIMITS.imageUrl}
            hint={`PNG, JPEG, GIF, WebP or AVIF, up to ${formatBytes(limits.maxImageBytes)}. A wide picture (about 1200 × 630) looks best.`}
          />
        </div>
      </div>
    </fieldset>
  );
}
