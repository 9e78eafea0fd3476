// 'Your photo' on /profile (issue 33): choose a file, choose its square (PhotoCropper), see it as others
// will, save or remove it. The original file goes to the server with the square (PUT /api/profile/photo):
// the server checks its bytes, cuts the same square and makes the sizes; a file the server would refuse
// for its type or size is refused here first, in the same words.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Camera, Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTO_MIN_SIDE,
  type OwnPhoto,
  type PhotoCrop,
} from '../../../common/contracts/photos';
import { PHOTO_ROUTES } from '../../../common/contracts/photos-routes';
import { GENERAL_MESSAGES } from '../../../common/messages';
import { Banner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { ConfirmRemove } from '../../components/ui/ConfirmDialog';
import { IconTile } from '../../components/ui/IconTile';
import { PersonAvatar } from '../../components/ui/PersonAvatar';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/call';
import { notify } from '../../lib/notify';
import { OWN_PHOTO_QUERY_KEY, ownPhotoQueryOptions } from '../../lib/own-photo';
import { useMe } from '../../lib/session';
import { sendForm } from '../../lib/upload';
import { centredView, cropOf, PhotoCropper, type CropView } from './PhotoCropper';

type Draft = { file: File; url: string; width: number; height: number };

/** The photo's upright size as the browser shows it, or null when the browser cannot read it. */
function readImageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** The browser's first check, in the server's words: the type it says it is, and the size. */
function fileProblem(file: File): string | null {
  if (file.type && !PHOTO_ACCEPT.split(',').includes(file.type)) return PHOTO_MESSAGES.types;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

function uploadPhoto(file: File, crop: PhotoCrop) {
  const form = new FormData();
  form.set('file', file);
  form.set('left', String(crop.left));
  form.set('top', String(crop.top));
  form.set('size', String(crop.size));
  return sendForm(PHOTO_ROUTES.upload, form);
}

export function ProfilePhotoCard({ className }: { className?: string }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const own = useQuery(ownPhotoQueryOptions());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [view, setView] = useState<CropView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  // Set when the card changes under the focus (saved, removed, cancelled): the photo's button takes it once drawn.
  const focusChoose = useRef(false);
  useEffect(() => {
    // Not while the change is still settling: a disabled button cannot take the focus.
    if (focusChoose.current && chooseButton.current && !chooseButton.current.disabled) {
      focusChoose.current = false;
      chooseButton.current.focus();
    }
  });

  // The chosen file's address lives as long as the draft does.
  useEffect(() => () => (draft ? URL.revokeObjectURL(draft.url) : undefined), [draft]);

  const finish = (next: OwnPhoto, message: string) => {
    queryClient.setQueryData(OWN_PHOTO_QUERY_KEY, { photoUrl: next.photoUrl });
    setDraft(null);
    setView(null);
    setProblem(null);
    notify.success(message);
    // Done: the next thing is the rest of the profile, from the photo's own button.
    focusChoose.current = true;
  };
  const save = useMutation({
    mutationFn: ({ file, crop }: { file: File; crop: PhotoCrop }) => uploadPhoto(file, crop),
    onSuccess: (saved) => finish(saved, saved.message),
    onError: (error) => setProblem(errorMessage(error, PHOTO_MESSAGES.saveFailed)),
  });
  const remove = useMutation({
    mutationFn: () => call(PHOTO_ROUTES.remove),
    onSuccess: (removed) => {
      setConfirming(false);
      finish(removed, removed.message);
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(errorMessage(error, PHOTO_MESSAGES.removeFailed));
    },
  });

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = fileProblem(file);
    if (refused) return setProblem(refused);
    const url = URL.createObjectURL(file);
    const size = await readImageSize(url);
    if (!size) {
      URL.revokeObjectURL(url);
      return setProblem(PHOTO_MESSAGES.unreadable);
    }
    if (Math.min(size.width, size.height) < PHOTO_MIN_SIDE) {
      URL.revokeObjectURL(url);
      return setProblem(PHOTO_MESSAGES.tooSmall);
    }
    setProblem(null);
    setDraft({ file, url, ...size });
    setView(centredView(size.width, size.height));
  };

  const name = me.user?.firstName || me.user?.email || '?';
  const photoUrl = own.data?.photoUrl ?? null;
  const busy = save.isPending || remove.isPending;

  return (
    <Card className={cn('grid gap-5 p-6 sm:p-8', className)} aria-labelledby="profile-photo-heading">
      <div className="flex items-start gap-3">
        <IconTile icon={Camera} className="size-10 rounded-xl bg-brand-soft text-brand-deep" iconClassName="size-5" />
        <div>
          <h2 id="profile-photo-heading" className="font-display text-2xl leading-tight text-ink">
            Your photo
          </h2>
          <p className="mt-1 text-sm leading-6 text-stone">
            A square photo beside your name. JPEG, PNG, WebP or AVIF, up to 10 MB; its location and camera details are removed.
            Choose who sees it with your other fields.
          </p>
        </div>
      </div>

      {problem ? (
        <Banner tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Banner>
      ) : null}

      {draft && view ? (
        <div className="grid gap-5">
          <PhotoCropper src={draft.url} width={draft.width} height={draft.height} view={view} onChange={setView} />
          <div className="flex flex-wrap justify-center gap-3">
            <Button
              onClick={() => save.mutate({ file: draft.file, crop: cropOf(view, draft.width, draft.height) })}
              disabled={busy}
            >
              {save.isPending ? 'Saving photo…' : 'Save photo'}
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => {
                setDraft(null);
                setView(null);
                focusChoose.current = true;
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-5">
          {own.isPending ? (
            <span className="size-32 shrink-0 animate-pulse rounded-full bg-cream-2" aria-hidden="true" />
          ) : (
            <PersonAvatar
              name={name}
              photoUrl={photoUrl}
              size="2xl"
              alt={photoUrl ? 'Your photo' : 'No photo yet: your initial'}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <Button ref={chooseButton} variant="outline" onClick={() => input.current?.click()} disabled={busy}>
              <Upload className="size-4" aria-hidden="true" />
              {photoUrl ? 'Change photo' : 'Choose a photo'}
            </Button>
            {photoUrl ? (
              <Button variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
                <Trash2 className="size-4" aria-hidden="true" />
                Remove photo
              </Button>
            ) : null}
          </div>
          {own.isError ? (
            <p className="w-full text-sm text-danger">{errorMessage(own.error, GENERAL_MESSAGES.serverError)}</p>
          ) : null}
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Photo file"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <ConfirmRemove
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Remove your photo?"
        description="Other members will see your initial instead."
        confirmLabel="Remove photo"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}
