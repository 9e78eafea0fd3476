// Admin tab 2 (spec 2.5): the eight sidebar overrides, one row, 'Save URLs'. Empty means the default.
// The form checks each address with the schema the server parses it with (sidebarLinksUpdateSchema), so a
// link the server would refuse is refused here first, under its field, in the same words.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useEffect } from 'react';
import {
  CONTENT_TOASTS,
  sidebarLinksUpdateSchema,
  type SidebarLinksRecord,
  type SidebarLinksUpdate,
} from '../../../../common/contracts/content';
import { CONTENT_ROUTES } from '../../../../common/contracts/content-routes';
import { DEFAULT_SIDEBAR_LINKS, type SidebarLinkKey } from '../../../../common/routes';
import { Form, reportRefusal, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { AdminPanel } from '../../../components/ui/AdminPanel';
import { LoadFailed } from '../../../components/ui/ListStates';
import { LoadingState } from '../../../components/ui/Spinner';
import { call } from '../../../lib/call';
import { useBrand } from '../../../lib/config';
import { notify } from '../../../lib/notify';

const FIELDS: Array<{ key: SidebarLinkKey; label: (short: string) => string }> = [
  { key: 'askFmc', label: (short) => `ASK ${short.toUpperCase()}` },
  { key: 'upcomingEvents', label: () => 'Upcoming events' },
  { key: 'pastEvents', label: () => 'Past events' },
  { key: 'newsletters', label: () => 'Newsletters' },
  { key: 'aiTools', label: () => 'AI tools' },
  { key: 'openRoles', label: () => 'Open roles' },
  { key: 'memberLocation', label: () => 'Member location' },
  { key: 'contact', label: () => 'Contact' },
];

const ADMIN_SIDEBAR_LINKS_KEY = ['admin', 'sidebar-links'] as const;

type Values = Record<SidebarLinkKey, string>;
const toValues = (record: SidebarLinksRecord): Values =>
  Object.fromEntries(FIELDS.map(({ key }) => [key, record[key] ?? ''])) as Values;

export function SidebarUrlsTab() {
  const query = useQuery({
    queryKey: ADMIN_SIDEBAR_LINKS_KEY,
    queryFn: ({ signal }) => call(CONTENT_ROUTES.sidebarLinks, { signal }),
  });
  const loadFailed = CONTENT_TOASTS.loadSidebarFailed(query.error instanceof Error ? query.error.message : undefined);

  useEffect(() => {
    if (query.error) notify.error(loadFailed);
  }, [query.error, loadFailed]);

  return (
    <AdminPanel
      icon={Link2}
      title="Sidebar URLs"
      summary="Point any sidebar item somewhere else. Leave a field empty to keep its default."
    >
      {query.data ? (
        <SidebarUrlsForm record={query.data} />
      ) : query.isError ? (
        <div className="p-5 sm:p-9">
          <LoadFailed message={loadFailed} read={query} />
        </div>
      ) : (
        <LoadingState label="Loading sidebar URLs..." />
      )}
    </AdminPanel>
  );
}

function SidebarUrlsForm({ record }: { record: SidebarLinksRecord }) {
  const brand = useBrand();
  const queryClient = useQueryClient();
  const form = useZodForm(sidebarLinksUpdateSchema, { defaultValues: toValues(record) });
  // What the server saved (read again after a save) is what the fields show.
  useEffect(() => form.reset(toValues(record)), [form, record]);

  const save = useMutation({
    mutationFn: (body: SidebarLinksUpdate) => call(CONTENT_ROUTES.adminSaveSidebarLinks, { body }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ADMIN_SIDEBAR_LINKS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['sidebar-links'] });
    },
  });

  const submit = async (values: SidebarLinksUpdate) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      reportRefusal(form, error, CONTENT_TOASTS.updateSidebarFailed);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      // The same toast as when the server refuses: the first field's message.
      invalidToast={CONTENT_TOASTS.updateSidebarFailed}
      aria-label="Sidebar URLs"
      className="p-5 sm:p-9"
    >
      <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
        {FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label(brand.shortName)}
            name={key}
            inputMode="url"
            autoComplete="off"
            placeholder={DEFAULT_SIDEBAR_LINKS[key]}
            hint={`Default: ${DEFAULT_SIDEBAR_LINKS[key]}`}
          />
        ))}
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <SubmitButton busyLabel="Saving...">Save URLs</SubmitButton>
        <p className="text-sm text-stone">
          A full http(s) address opens in a new tab; a path like /newsletters stays on this site.
        </p>
      </div>
    </Form>
  );
}
