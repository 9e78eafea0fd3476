// The dashboard's AI Tools tab (issue 39 item 2, decision 071): members' suggestions waiting (oldest first)
// with Approve and Decline (a reason the suggester reads), the library with Edit and Remove (a reason too),
// what was declined or removed; searched and paged on the server. Beside it, the categories: add, rename,
// move up or down, delete (their tools stay, uncategorised). Every change is in the Activity log.
import { ArrowDown, ArrowUp, Check, ExternalLink, FolderTree, Pencil, Plus, Sparkles, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import {
  AI_TOOL_STATUSES,
  aiToolCategorySchema,
  aiToolReasonSchema,
  aiToolSchema,
  PRICE_BAND_LABELS,
  type AdminAiTool,
  type AiToolCategory,
  type AiToolInput,
  type AiToolStatus,
} from '../../../../common/contracts/ai-tools';
import {
  Form,
  FormFailure,
  placeServerErrors,
  ReasonDialog,
  SubmitButton,
  TextField,
  useFormFailure,
  useZodForm,
} from '../../../components/form';
import { AdminPanel } from '../../../components/ui/AdminPanel';
import { cn } from '../../../components/ui/cn';
import { ConfirmDelete } from '../../../components/ui/ConfirmDialog';
import { EmptyState, ReadStates } from '../../../components/ui/ListStates';
import { Modal } from '../../../components/ui/Modal';
import { RangePager } from '../../../components/ui/RangePager';
import { RowAction } from '../../../components/ui/RowAction';
import { SearchField } from '../../../components/ui/SearchField';
import { useListSearch } from '../../../components/ui/use-list-search';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { useAiToolCategories } from '../api';
import { ToolFields } from '../SuggestTool';
import {
  ADMIN_AI_TOOLS_PAGE,
  useAdminAiTools,
  useCreateCategory,
  useDecideAiTool,
  useDeleteCategory,
  useMoveCategory,
  useRemoveAiTool,
  useRenameCategory,
  useUpdateAiTool,
} from './api';

const STATUS_LABELS: Record<AiToolStatus, string> = {
  pending: 'Suggestions',
  approved: 'In the library',
  declined: 'Declined',
  removed: 'Removed',
};

type Acting = { tool: AdminAiTool; action: 'decline' | 'remove' | 'edit' } | null;

export function AiToolsTab() {
  return (
    <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <ToolsPanel />
      <CategoriesPanel />
    </div>
  );
}

function ToolsPanel() {
  const [status, setStatus] = useState<AiToolStatus>('pending');
  const search = useListSearch(status);
  const tools = useAdminAiTools(status, search.search, search.page);
  const [acting, setActing] = useState<Acting>(null);
  const decide = useDecideAiTool();
  const remove = useRemoveAiTool();
  const pending = tools.data?.pending ?? 0;

  const approve = (tool: AdminAiTool) =>
    decide
      .mutateAsync({ id: tool.id, decision: 'approve' })
      .then((done) => notify.success(done.message, { description: tool.name }))
      .catch((error) => notify.error(errorMessage(error)));

  return (
    <AdminPanel
      icon={Sparkles}
      title="AI Tools"
      summary="What members suggest for the library, and the tools in it. Approving, declining and removing tell the member who suggested it."
    >
      <div className="grid gap-4 border-b border-line p-5 sm:p-7">
        <div role="group" aria-label="Which tools" className="flex flex-wrap gap-1 self-start rounded-xl bg-cream-2 p-1">
          {AI_TOOL_STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              onClick={() => setStatus(value)}
              className={cn(
                'inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
                status === value ? 'bg-paper text-ink shadow-sm' : 'text-stone hover:text-ink',
              )}
            >
              {STATUS_LABELS[value]}
              {value === 'pending' && pending > 0 ? (
                <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white tabular-nums">
                  {pending}
                  <span className="sr-only"> waiting</span>
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <SearchField label="Search the tools" placeholder="Name or what it is for" search={search} busy={tools.isFetching} />
      </div>
      <ReadStates read={tools} loadingLabel="Loading the tools..." failedMessage="The tools could not be loaded." inset>
        {(data) =>
          data.total === 0 ? (
            <EmptyState
              icon={Sparkles}
              title={search.search ? 'No tool matches' : status === 'pending' ? 'No suggestions waiting' : 'Nothing here'}
            >
              {search.search
                ? 'Try another word.'
                : status === 'pending'
                  ? 'When a member suggests a tool, it waits here for you.'
                  : 'Tools appear here as you decide them.'}
            </EmptyState>
          ) : (
            <>
              <ul aria-label={STATUS_LABELS[status]} className="divide-y divide-line">
                {data.items.map((tool) => (
                  <li key={tool.id} className="grid gap-3 px-5 py-4 sm:px-7">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="font-semibold break-words text-ink">
                          {tool.name}
                          <span className="ml-2 text-xs font-medium text-stone">{PRICE_BAND_LABELS[tool.priceBand]}</span>
                        </p>
                        <a
                          href={tool.link || undefined}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex max-w-full items-center gap-1 text-sm break-all text-brand-deep underline-offset-4 hover:underline"
                        >
                          {tool.link}
                          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                          <span className="sr-only">(opens in a new tab)</span>
                        </a>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        {tool.status === 'pending' ? (
                          <>
                            <RowAction
                              icon={Check}
                              label="Approve"
                              subject={tool.name}
                              tone="strong"
                              onClick={() => void approve(tool)}
                            />
                            <RowAction
                              icon={X}
                              label="Decline"
                              subject={tool.name}
                              onClick={() => setActing({ tool, action: 'decline' })}
                            />
                          </>
                        ) : null}
                        <RowAction
                          icon={Pencil}
                          label="Edit"
                          subject={tool.name}
                          onClick={() => setActing({ tool, action: 'edit' })}
                        />
                        {tool.status === 'approved' ? (
                          <RowAction
                            icon={Trash2}
                            label="Remove"
                            subject={tool.name}
                            tone="danger"
                            onClick={() => setActing({ tool, action: 'remove' })}
                          />
                        ) : null}
                      </div>
                    </div>
                    <p className="text-[0.95rem] leading-6 break-words whitespace-pre-line text-ink/80">{tool.purpose}</p>
                    <p className="text-sm text-stone">
                      Suggested by {tool.suggestedBy.name} · {formatDateTime(tool.suggestedAt)}
                      {tool.category ? ` · ${tool.category.name}` : ''}
                      {tool.topics.length ? ` · ${tool.topics.join(', ')}` : ''}
                      {tool.status === 'approved' ? ` · used by ${tool.useCount}` : ''}
                    </p>
                    {tool.reason ? <p className="text-sm text-stone">Reason given: {tool.reason}</p> : null}
                  </li>
                ))}
              </ul>
              <RangePager
                label="Tool pages"
                page={data.page}
                pageSize={ADMIN_AI_TOOLS_PAGE}
                total={data.total}
                busy={tools.isPlaceholderData}
                onPage={search.setPage}
              />
            </>
          )
        }
      </ReadStates>
      <ReasonDialog
        open={acting?.action === 'decline' || acting?.action === 'remove'}
        onClose={() => setActing(null)}
        title={acting?.action === 'remove' ? `Remove ${acting.tool.name}?` : `Decline ${acting?.tool.name ?? ''}?`}
        description={
          acting?.action === 'remove'
            ? 'It leaves the library; members’ marks are kept. The member who suggested it reads your reason.'
            : 'The member who suggested it reads your reason.'
        }
        schema={aiToolReasonSchema as never}
        field={{ label: 'Reason (optional)', maxLength: 500 }}
        submit={
          acting?.action === 'remove'
            ? { label: 'Remove', busyLabel: 'Removing...', icon: Trash2, variant: 'danger' }
            : { label: 'Decline', busyLabel: 'Declining...', icon: X, variant: 'dark' }
        }
        onSubmit={async ({ reason }) => {
          if (!acting) return;
          const done =
            acting.action === 'remove'
              ? await remove.mutateAsync({ id: acting.tool.id, reason })
              : await decide.mutateAsync({ id: acting.tool.id, decision: 'decline', reason });
          notify.success(done.message, { description: acting.tool.name });
          setActing(null);
        }}
      />
      {acting?.action === 'edit' ? (
        <EditToolDialog key={acting.tool.id} tool={acting.tool} onClose={() => setActing(null)} />
      ) : null}
    </AdminPanel>
  );
}

function EditToolDialog({ tool, onClose }: { tool: AdminAiTool; onClose: () => void }) {
  const update = useUpdateAiTool();
  const form = useZodForm(aiToolSchema, {
    defaultValues: {
      name: tool.name,
      link: tool.link,
      purpose: tool.purpose,
      priceBand: tool.priceBand,
      topics: tool.topics,
      categoryId: tool.category?.id ?? null,
    },
  });
  const { failure, catchFailure } = useFormFailure(form);
  const send = catchFailure(async (values: AiToolInput) => {
    const done = await update.mutateAsync({ id: tool.id, ...values });
    notify.success(done.message, { description: done.tool.name });
    onClose();
  });
  return (
    <Modal open onClose={onClose} title={`Edit ${tool.name}`} className="w-[min(36rem,calc(100vw-2rem))]">
      <Form form={form} onSubmit={send} aria-label={`Edit ${tool.name}`} className="mt-6 grid gap-5">
        <ToolFields />
        <FormFailure failure={failure} />
        <SubmitButton busyLabel="Saving..." className="justify-self-start">
          Save
        </SubmitButton>
      </Form>
    </Modal>
  );
}

function CategoriesPanel() {
  const categories = useAiToolCategories();
  const move = useMoveCategory();
  const remove = useDeleteCategory();
  const [renaming, setRenaming] = useState<AiToolCategory | null>(null);
  const [deleting, setDeleting] = useState<AiToolCategory | null>(null);
  const moveTo = (category: AiToolCategory, position: number) =>
    move
      .mutateAsync({ id: category.id, position })
      .then((done) => notify.success(done.message, { description: category.name }))
      .catch((error) => notify.error(errorMessage(error)));
  return (
    <AdminPanel compact icon={FolderTree} title="Categories" summary="How the library is sorted for members, in this order.">
      <div className="border-b border-line p-5 sm:p-7">
        <AddCategoryForm />
      </div>
      <ReadStates
        read={categories}
        loadingLabel="Loading categories..."
        failedMessage="The categories could not be loaded."
        inset
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={FolderTree} title="No categories yet">
              Add the first, like ‘Writing’ or ‘Video’: members filter the library by them.
            </EmptyState>
          ) : (
            <ol aria-label="Categories, in order" className="divide-y divide-line">
              {data.items.map((category, index) => (
                <li key={category.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-5 py-3 sm:px-7">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-ink">{category.name}</p>
                    <p className="text-sm text-stone tabular-nums">
                      {category.tools === 1 ? '1 tool' : `${category.tools} tools`}
                    </p>
                  </div>
                  <div className="flex gap-1.5">
                    <RowAction
                      icon={ArrowUp}
                      label="Up"
                      subject={category.name}
                      compact
                      disabled={index === 0 || move.isPending}
                      onClick={() => void moveTo(category, index - 1)}
                    />
                    <RowAction
                      icon={ArrowDown}
                      label="Down"
                      subject={category.name}
                      compact
                      disabled={index === data.items.length - 1 || move.isPending}
                      onClick={() => void moveTo(category, index + 1)}
                    />
                    <RowAction
                      icon={Pencil}
                      label="Rename"
                      subject={category.name}
                      compact
                      onClick={() => setRenaming(category)}
                    />
                    <RowAction
                      icon={Trash2}
                      label="Delete"
                      subject={category.name}
                      compact
                      tone="danger"
                      onClick={() => setDeleting(category)}
                    />
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </ReadStates>
      {renaming ? <RenameCategoryDialog key={renaming.id} category={renaming} onClose={() => setRenaming(null)} /> : null}
      <ConfirmDelete
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? ''}?`}
        description="Its tools stay in the library, with no category."
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          void remove
            .mutateAsync(deleting.id)
            .then((done) => notify.success(done.message))
            .catch((error) => notify.error(errorMessage(error)))
            .finally(() => setDeleting(null));
        }}
      />
    </AdminPanel>
  );
}

function AddCategoryForm() {
  const form = useZodForm(aiToolCategorySchema, { defaultValues: { name: '' } });
  const create = useCreateCategory();
  return (
    <Form
      form={form}
      aria-label="Add a category"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={async (values) => {
        await create
          .mutateAsync(values)
          .then((done) => {
            form.reset({ name: '' });
            notify.success(done.message, { description: done.category.name });
          })
          .catch((error) => {
            if (!placeServerErrors(form, error)) notify.error(errorMessage(error));
          });
      }}
    >
      <TextField label="New category" name="name" placeholder="e.g. Writing" className="flex-1" />
      <SubmitButton busyLabel="Adding..." className="h-12 sm:mt-[1.9rem]">
        <Plus className="size-4" aria-hidden="true" />
        Add
      </SubmitButton>
    </Form>
  );
}

function RenameCategoryDialog({ category, onClose }: { category: AiToolCategory; onClose: () => void }) {
  const form = useZodForm(aiToolCategorySchema, { defaultValues: { name: category.name } });
  const rename = useRenameCategory();
  return (
    <Modal open onClose={onClose} title={`Rename ${category.name}`}>
      <Form
        form={form}
        className="mt-6 grid gap-5"
        onSubmit={async (values) => {
          await rename
            .mutateAsync({ id: category.id, ...values })
            .then((done) => {
              notify.success(done.message, { description: done.category.name });
              onClose();
            })
            .catch((error) => {
              if (!placeServerErrors(form, error)) notify.error(errorMessage(error));
            });
        }}
      >
        <TextField label="Name" name="name" />
        <SubmitButton busyLabel="Saving..." className="justify-self-start">
          Save
        </SubmitButton>
      </Form>
    </Modal>
  );
}
