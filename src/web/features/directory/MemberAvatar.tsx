// A member's photo, or their initial where there is none (or it is hidden from this viewer). Kept small and
// local until the shared PersonAvatar (issue 33's photos) replaces it. Decorative: the name is beside it.
import { PersonInitial } from '../../components/ui/PersonInitial';
import { cn } from '../../components/ui/cn';

const pixels = { lg: 'size-12', xl: 'size-16', hero: 'size-24 sm:size-28' } as const;

export function MemberAvatar({ name, photoUrl, size = 'lg' }: { name: string; photoUrl?: string; size?: keyof typeof pixels }) {
  if (photoUrl) {
    return (
      <img src={photoUrl} alt="" className={cn('shrink-0 rounded-full bg-cream-2 object-cover', pixels[size])} loading="lazy" />
    );
  }
  if (size === 'hero') {
    return (
      <span
        aria-hidden="true"
        className={cn(
          'grid shrink-0 place-items-center rounded-full bg-ink font-display text-5xl text-brand-bright',
          pixels.hero,
        )}
      >
        {(name[0] ?? '?').toUpperCase()}
      </span>
    );
  }
  return <PersonInitial name={name} size={size} />;
}
