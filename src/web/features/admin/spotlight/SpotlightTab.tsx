// Admin tab 1 (spec 2.5): the home page's carousel. The form adds or edits one item; the list beside it
// shows every item, active or not, in the order members see them.
import { Image, ImagePlus, RotateCcw, Trash2 } from 'lucide-react';
import { PanelHeading } from '../PanelHeading';
import { useEffect, useRef, useState } from 'react';
import type { SpotlightAdminItem } from '../../../../common/contracts/content';
import { ADMIN_TOASTS, SPOTLIGHT_MESSAGES } from '../../../../common/messages';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { LoadingState } from '../../../components/ui/Spinner';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../magic-links/ConfirmDialog';
import { useAdminSpotlight, useDeleteSpotlight } from './api';
import { SpotlightForm, type SpotlightFormHandle } from './SpotlightForm';
import { SpotlightItems } from './SpotlightItems';

export function SpotlightTab() {
  const query = useAdminSpotlight();
  const remove = useDeleteSpotlight();
  const form = useRef<SpotlightFormHandle>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<SpotlightAdminItem | null>(null);

  useEffect(() => {
    if (query.isError) notify.error(ADMIN_TOASTS.loadSpotlightFailed);
  }, [query.isError, query.errorUpdatedAt]);

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const item = pendingDelete;
    remove.mutate(item.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        if (editingId === item.id) form.current?.reset();
        setPendingDelete(null);
      },
      onError: () => {
        notify.error(ADMIN_TOASTS.deleteSpotlightFailed);
        setPendingDelete(null);
      },
    });
  };

  const items = query.data?.items;
  const activeCount = items?.filter((item) => item.isActive).length ?? 0;
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-6 border-b border-line p-7 sm:flex-row sm:items-center sm:p-9">
        <PanelHeading icon={Image} title="Spotlight" summary="The carousel on the members’ home page. Active items rotate in display order." />
      </div>

      <div className="grid grid-cols-1 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <section className="border-b border-line p-7 sm:p-9 lg:border-r lg:border-b-0">
          <SpotlightForm ref={form} editingId={editingId} onEditingChange={setEditingId} />
        </section>

        <section aria-labelledby="spotlight-items-heading" className="p-7 sm:p-9">
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
            <h3 id="spotlight-items-heading" className="font-display text-2xl">
              Current items
            </h3>
            {items?.length ? (
              <p className="text-sm text-stone">
                {items.length} {items.length === 1 ? 'item' : 'items'} · {activeCount} active
              </p>
            ) : null}
          </div>
          {items ? (
            items.length ? (
              <SpotlightItems items={items} editingId={editingId} onEdit={(item) => form.current?.edit(item)} onDelete={setPendingDelete} />
            ) : (
              <div className="grid place-items-center rounded-xl border border-dashed border-ink/20 bg-cream-2/40 px-6 py-14 text-center">
                <div className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand-deep">
                  <ImagePlus className="size-5" aria-hidden="true" />
                </div>
                <p className="mt-4 font-display text-xl">No spotlight items yet</p>
                <p className="mt-1 max-w-sm text-sm text-stone">Add the first one with the form. Members see active items on their home page.</p>
              </div>
            )
          ) : query.isError ? (
            <div className="rounded-xl border border-danger/25 bg-danger-soft p-6">
              <p className="font-medium text-danger">{ADMIN_TOASTS.loadSpotlightFailed}</p>
              <Button variant="outline" size="sm" className="mt-4" onClick={() => void query.refetch()}>
                <RotateCcw className="size-4" aria-hidden="true" /> Try again
              </Button>
            </div>
          ) : (
            <LoadingState label="Loading spotlight items..." />
          )}
        </section>
      </div>

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => (open ? undefined : setPendingDelete(null))}
        title="Delete this item?"
        description={
          <>
            <p>{SPOTLIGHT_MESSAGES.confirmDelete}</p>
            {pendingDelete ? <p className="mt-2 font-semibold text-ink">{pendingDelete.title}</p> : null}
          </>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        tone="danger"
        icon={Trash2}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
