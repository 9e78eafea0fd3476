// A member as a small round picture (issue 33): their photo when the answer carries one the viewer may
// see (`photoUrl`), else their initial (PersonInitial). A photo that does not load (removed since, or
// hidden from this viewer since the list was fetched: the route answers 404) falls back to the initial.
// Beside a written name the picture adds nothing for a screen reader, so its alt text is empty unless
// `alt` is given (a picture standing alone, such as the member's own on the profile page).
import { useState } from 'react';
import { cn } from './cn';
import { PersonInitial } from './PersonInitial';

const sizes = {
  sm: 'size-10',
  md: 'size-11',
  lg: 'size-12',
  xl: 'size-16',
  '2xl': 'size-32',
};

type Size = keyof typeof sizes;

/** The photo's address when an answer carries one: any member answer built by viewMemberAs may. */
export const photoUrlOf = (person: object): string | undefined =>
  'photoUrl' in person && typeof person.photoUrl === 'string' && person.photoUrl ? person.photoUrl : undefined;

export function PersonAvatar({
  name,
  photoUrl,
  size = 'lg',
  tone = 'ink',
  alt = '',
  className,
}: {
  /** The first name, or the full name when there is none: its initial stands in for the photo. */
  name: string;
  photoUrl?: string | null;
  size?: Size;
  tone?: 'ink' | 'soft';
  alt?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (photoUrl && failed !== photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(photoUrl)}
        className={cn('shrink-0 rounded-full bg-cream-2 object-cover', sizes[size], className)}
      />
    );
  }
  return size === '2xl' ? (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn(
        'grid size-32 shrink-0 place-items-center rounded-full bg-ink font-display text-5xl text-brand-bright',
        className,
      )}
    >
      <span aria-hidden="true">{(name[0] ?? '?').toUpperCase()}</span>
    </span>
  ) : (
    <PersonInitial name={name} size={size} tone={tone} />
  );
}
