// Previous / 'Page n of m' / Next for the server-paged admin lists.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './Button';

export function PageControls({
  page,
  totalPages,
  busy,
  onPage,
}: {
  page: number;
  totalPages: number;
  busy?: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" size="sm" className="bg-paper" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <span className="px-2 text-sm text-stone tabular-nums">
        Page {page} of {totalPages}
      </span>
      <Button
        variant="outline"
        size="sm"
        className="bg-paper"
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
