// The current spotlight items (spec 2.5 tab 1): thumbnail, title, order and status, with Edit, Delete
// and, when the item has a link, View Link.
import { ExternalLink, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SpotlightAdminItem } from '../../../../common/contracts/content';
import { buttonClasses, Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';

function Thumbnail({ item }: { item: SpotlightAdminItem }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="grid aspect-[16/9] w-24 shrink-0 place-items-center overflow-hidden rounded-lg bg-ink/10 sm:w-32">
      {broken ? (
        <ImageOff className="size-5 text-stone" aria-label="Image unavailable" />
      ) : (
        <img src={item.imageUrl} alt="" loading="lazy" onError={() => setBroken(true)} className="size-full object-cover" />
      )}
    </div>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-[0.14em] uppercase',
        active ? 'bg-success-soft text-success' : 'bg-ink/[0.06] text-stone',
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', active ? 'bg-success' : 'bg-stone/60')} />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

export function SpotlightItems({
  items,
  editingId,
  onEdit,
  onDelete,
}: {
  items: SpotlightAdminItem[];
  editingId: string | null;
  onEdit(item: SpotlightAdminItem): void;
  onDelete(item: SpotlightAdminItem): void;
}) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-paper">
      {items.map((item) => (
        <li
          key={item.id}
          className={cn('flex flex-col gap-4 p-4 transition-colors sm:flex-row sm:items-center', editingId === item.id && 'bg-brand-soft/60')}
          aria-current={editingId === item.id ? 'true' : undefined}
        >
          <div className="flex min-w-0 flex-1 items-center gap-4">
            <Thumbnail item={item} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink" title={item.title}>
                {item.title}
              </p>
              <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-stone">
                <span className="tabular-nums">Order {item.displayOrder}</span>
                <StatusBadge active={item.isActive} />
              </div>
              {item.linkUrl ? <p className="mt-1 truncate text-xs text-stone">{item.linkUrl}</p> : null}
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-1 sm:justify-end">
            <Button variant="ghost" size="sm" onClick={() => onEdit(item)}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
              <span className="sr-only"> {item.title}</span>
            </Button>
            <Button variant="ghost" size="sm" className="text-danger hover:bg-danger-soft" onClick={() => onDelete(item)}>
              <Trash2 className="size-4" aria-hidden="true" /> Delete
              <span className="sr-only"> {item.title}</span>
            </Button>
            {item.linkUrl ? (
              <a href={item.linkUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('ghost', 'sm')}>
                <ExternalLink className="size-4" aria-hidden="true" /> View Link
                <span className="sr-only"> of {item.title} (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
