// Admin tab 1 (spec 2.5): the home page's carousel. The form adds or edits one item; the list beside it
// shows every item, active or not, in the order members see them.
import { Image, ImagePlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SpotlightAdminItem } from '../../../../common/contracts/content';
import { CONTENT_TOASTS, SPOTLIGHT_MESSAGES } from '../../../../common/contracts/content';
import { AdminPanel, FormBesideList } from '../../../components/ui/AdminPanel';
import { ConfirmDelete } from '../../../components/ui/ConfirmDialog';
import { EmptyState, LoadFailed } from '../../../components/ui/ListStates';
import { LoadingState } from '../../../components/ui/Spinner';
import { notify } from '../../../lib/notify';
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
    if (query.isError) notify.error(CONTENT_TOASTS.loadSpotlightFailed);
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
        notify.error(CONTENT_TOASTS.deleteSpotlightFailed);
        setPendingDelete(null);
      },
    });
  };

  const items = query.data?.items;
  const activeCount = items?.filter((item) => item.isActive).length ?? 0;
  return (
    <AdminPanel
      icon={Image}
      title="Spotlight"
      summary="The carousel on the members’ home page. Active items rotate in display order."
    >
      <FormBesideList
        columns="lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]"
        form={<SpotlightForm ref={form} editingId={editingId} onEditingChange={setEditingId} />}
      >
        <section aria-labelledby="spotlight-items-heading" className="p-5 sm:p-9">
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
              <SpotlightItems
                items={items}
                editingId={editingId}
                onEdit={(item) => form.current?.edit(item)}
                onDelete={setPendingDelete}
              />
            ) : (
              <EmptyState icon={ImagePlus} title="No spotlight items yet" boxed>
                Add the first one with the form. Members see active items on their home page.
              </EmptyState>
            )
          ) : query.isError ? (
            <LoadFailed message={CONTENT_TOASTS.loadSpotlightFailed} read={query} />
          ) : (
            <LoadingState label="Loading spotlight items..." />
          )}
        </section>
      </FormBesideList>

      <ConfirmDelete
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title="Delete this item?"
        description={
          <>
            <p>{SPOTLIGHT_MESSAGES.confirmDelete}</p>
            {pendingDelete ? <p className="mt-2 font-semibold text-ink">{pendingDelete.title}</p> : null}
          </>
        }
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPanel>
  );
}
