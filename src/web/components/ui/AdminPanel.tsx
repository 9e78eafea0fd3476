// A dashboard tab's panel (Events, Spotlight, Sidebar URLs): a card with the tab's heading above what it
// holds, and, for a tab that edits a list, the form beside the list (stacked on narrow screens). The Health
// tab's panels (its figures, offers and asks, topics) are `compact`: less padding, and what sits beside the
// heading (the period switch) goes under it below the `lg` width.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './Card';
import { cn } from './cn';
import { PanelHeading } from './PanelHeading';

type AdminPanelProps = {
  icon: LucideIcon;
  title: string;
  summary: string;
  /** Beside the heading: the panel's own control (the Health tab's period). */
  aside?: ReactNode;
  compact?: boolean;
  children: ReactNode;
};

export function AdminPanel({ icon, title, summary, aside, compact = false, children }: AdminPanelProps) {
  return (
    <Card className="overflow-hidden">
      <div
        className={cn(
          'flex flex-col border-b border-line p-5',
          compact ? 'gap-5 sm:p-7 lg:flex-row lg:items-center lg:justify-between' : 'gap-6 sm:flex-row sm:items-center sm:p-9',
        )}
      >
        <PanelHeading icon={icon} title={title} summary={summary} />
        {aside}
      </div>
      {children}
    </Card>
  );
}

type FormBesideListProps = {
  form: ReactNode;
  /** The list's column, with its own padding (rows that carry their own, or the panel's). */
  children: ReactNode;
  /** The two columns' widths on wide screens, as a Tailwind grid-template class. */
  columns: string;
  /** Stacked (narrow screens), the list comes first and the form after it: for a long form whose list is
   * what people come to look at (Events). */
  listFirst?: boolean;
};

export function FormBesideList({ form, children, columns, listFirst = false }: FormBesideListProps) {
  return (
    <div className={cn('grid grid-cols-1', columns)}>
      <div
        className={cn(
          'border-line p-5 sm:p-9 lg:border-r lg:border-b-0',
          listFirst ? 'order-last border-t lg:order-none lg:border-t-0' : 'border-b',
        )}
      >
        {form}
      </div>
      {children}
    </div>
  );
}
