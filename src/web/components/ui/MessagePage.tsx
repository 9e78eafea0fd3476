// A page that says one thing, centred: a dark mark, an optional overline, the title, a line of text and
// what to do next (an unknown address, a newsletter that is not there).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

type MessagePageProps = {
  icon: LucideIcon;
  eyebrow?: string;
  title: string;
  children: ReactNode;
  /** Links or buttons, centred under the text. */
  actions: ReactNode;
  /** The height it centres in, and any entrance (the layouts around it differ). */
  className: string;
};

export function MessagePage({ icon: Icon, eyebrow, title, children, actions, className }: MessagePageProps) {
  return (
    <div className={cn('grid place-items-center text-center', className)}>
      <div className="max-w-md">
        {/* Written out rather than an IconTile: the 404 is in the member home's chunk, and a shared tile
            would be one more file for it to download. */}
        <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-ink text-brand-bright">
          <Icon className="size-7" aria-hidden="true" />
        </div>
        {eyebrow ? <p className="eyebrow mt-8 text-brand-deep">{eyebrow}</p> : null}
        <h1 className={cn('font-display text-4xl sm:text-5xl', eyebrow ? 'mt-3' : 'mt-8')}>{title}</h1>
        <p className="mt-4 leading-7 break-words text-stone">{children}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </div>
  );
}
