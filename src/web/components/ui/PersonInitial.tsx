// A member's initial in a circle, where they have no photo (PersonAvatar shows the photo when there is one): the connections pages,
// recommendations, an event's people and the home page's 'People to meet'. Decorative: the name is
// always written beside it.
import { cn } from './cn';

const sizes = {
  sm: 'size-10 text-base',
  md: 'size-11 text-lg',
  lg: 'size-12 text-xl',
  xl: 'size-16 text-3xl',
};

const tones = {
  ink: 'bg-ink text-brand-bright',
  soft: 'bg-cream-2 text-ink',
};

/** `name`: the first name, or the full name when there is none. */
export function PersonInitial({
  name,
  size = 'lg',
  tone = 'ink',
}: {
  name: string;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn('grid shrink-0 place-items-center rounded-full font-display', sizes[size], tones[tone])}
    >
      {(name[0] ?? '?').toUpperCase()}
    </span>
  );
}
