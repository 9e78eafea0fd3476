// A member page's list with nothing in it (the newsletters, the notifications): a card with the list's
// icon, what it would show, and what to do instead. A paged list opened past its end (an old
// link) offers the way back to its first page. (Admin lists use ListStates' EmptyState.)
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Card } from './Card';
import { IconTile } from './IconTile';

type EmptyListCardProps = {
  icon: LucideIcon;
  message: string;
  /** Set on a page past the first: the card offers 'Back to the first page'. */
  backToFirstPage?: () => void;
  children?: ReactNode;
};

export function EmptyListCard({ icon, message, backToFirstPage, children }: EmptyListCardProps) {
  return (
    <Card className="mt-10 flex flex-col items-center gap-4 p-10 text-center">
      <IconTile icon={icon} className="size-12 rounded-2xl bg-cream-2 text-brand-deep" iconClassName="size-5" />
      <p className="text-lg text-ink">{message}</p>
      {backToFirstPage ? (
        <Button variant="outline" onClick={backToFirstPage}>
          Back to the first page
        </Button>
      ) : null}
      {children}
    </Card>
  );
}
