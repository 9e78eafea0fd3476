// The current spotlight items (spec 2.5 tab 1): thumbnail, title, order and status, with Edit, Delete
// and, when the item has a link, View Link.
import { ExternalLink, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SpotlightAdminItem } from '../../../../common/contracts/content';
import { cn } from '../../../components/ui/cn';
import { RowAction, RowActions } from '../../../components/ui/RowAction';
import { StatusPill } from '../../../components/ui/StatusPill';

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
    // The list sizes itself by its own width, not the window's: beside the form it is narrow even on a
    // wide screen. Titles always wrap in full; the actions take a line of their own until there is room.
    <ul className="@container divide-y divide-line overflow-hidden rounded-xl border border-line bg-paper">
      {items.map((item) => (
        <li
          key={item.id}
          className={cn(
            'flex flex-col gap-3 p-4 transition-colors @4xl:flex-row @4xl:items-center @4xl:gap-5',
            editingId === item.id && 'bg-brand-soft/60',
          )}
          aria-current={editingId === item.id ? 'true' : undefined}
        >
          <div className="flex min-w-0 flex-1 items-start gap-4">
            <Thumbnail item={item} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold leading-snug break-words text-ink">{item.title}</p>
              <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-stone">
                <span className="tabular-nums">Order {item.displayOrder}</span>
                <StatusPill tone={item.isActive ? 'success' : 'off'}>{item.isActive ? 'Active' : 'Inactive'}</StatusPill>
              </div>
              {item.linkUrl ? <p className="mt-1 text-xs break-all text-stone">{item.linkUrl}</p> : null}
            </div>
          </div>
          <RowActions className="@4xl:shrink-0 @4xl:justify-end">
            <RowAction icon={Pencil} label="Edit" subject={item.title} onClick={() => onEdit(item)} />
            <RowAction icon={Trash2} label="Delete" subject={item.title} tone="danger" onClick={() => onDelete(item)} />
            {item.linkUrl ? (
              <RowAction icon={ExternalLink} label="View Link" subject={`of ${item.title}`} href={item.linkUrl} />
            ) : null}
          </RowActions>
        </li>
      ))}
    </ul>
  );
}
