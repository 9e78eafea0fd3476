// A member page's list with nothing in it (the newsletters, the recommendations): a card with the list's
// icon, what it would show, and what to do instead. (Admin lists use ListStates' EmptyState.)
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './Card';
import { IconTile } from './IconTile';

export function EmptyListCard({ icon, message, children }: { icon: LucideIcon; message: string; children?: ReactNode }) {
  return (
    <Card className="mt-10 flex flex-col items-center gap-4 p-10 text-center">
      <IconTile icon={icon} className="size-12 rounded-2xl bg-cream-2 text-brand-deep" iconClassName="size-5" />
      <p className="text-lg text-ink">{message}</p>
      {children}
    </Card>
  );
}
