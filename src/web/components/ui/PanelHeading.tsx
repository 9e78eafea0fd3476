// The heading of a dashboard tab's panel: the tab's icon, its name and one line on what it is for.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type PanelHeadingProps = {
  icon: LucideIcon;
  title: string;
  summary: string;
  /** The heading's id, for a section it names. */
  id?: string;
  /** Beside the name: a count that needs attention ('3 pending'). */
  badge?: ReactNode;
};

export function PanelHeading({ icon: Icon, title, summary, id, badge }: PanelHeadingProps) {
  const heading = (
    <h2 id={id} className="font-display text-2xl sm:text-3xl">
      {title}
    </h2>
  );
  return (
    <div className="flex items-center gap-5">
      <div className="grid size-14 shrink-0 place-items-center rounded-2xl bg-ink text-brand-bright">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <div>
        {badge ? (
          <div className="flex flex-wrap items-center gap-3">
            {heading}
            {badge}
          </div>
        ) : (
          heading
        )}
        <p className="mt-1 text-stone">{summary}</p>
      </div>
    </div>
  );
}
