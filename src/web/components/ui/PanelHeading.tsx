// The heading of a dashboard tab's panel: the tab's icon, its name and one line on what it is for.
import type { LucideIcon } from 'lucide-react';

export function PanelHeading({ icon: Icon, title, summary }: { icon: LucideIcon; title: string; summary: string }) {
  return (
    <div className="flex items-center gap-5">
      <div className="grid size-14 shrink-0 place-items-center rounded-2xl bg-ink text-brand-bright">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <div>
        <h2 className="font-display text-2xl sm:text-3xl">{title}</h2>
        <p className="mt-1 text-stone">{summary}</p>
      </div>
    </div>
  );
}
