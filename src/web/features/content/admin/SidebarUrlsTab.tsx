// Admin tab 2 (spec 2.5): the eight sidebar overrides, one row, 'Save URLs'. Empty means the default.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { SidebarLinksRecord, SidebarLinksSaved } from '../../../../common/contracts/content';
import { ADMIN_TOASTS } from '../../../../common/messages';
import { API, DEFAULT_SIDEBAR_LINKS, type SidebarLinkKey } from '../../../../common/routes';
import { Button } from '../../../components/ui/Button';
import { AdminPanel } from '../../../components/ui/AdminPanel';
import { TextField } from '../../../components/ui/Field';
import { LoadFailed } from '../../../components/ui/ListStates';
import { LoadingState } from '../../../components/ui/Spinner';
import { api, ApiError, errorMessage } from '../../../lib/api';
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

type Values = Record<SidebarLinkKey, string>;
const toValues = (record: SidebarLinksRecord): Values =>
  Object.fromEntries(FIELDS.map(({ key }) => [key, record[key] ?? ''])) as Values;

export function SidebarUrlsTab() {
  const brand = useBrand();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['admin', 'sidebar-links'], queryFn: () => api<SidebarLinksRecord>(API.sidebarLinks) });
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<SidebarLinkKey, string>>>({});

  useEffect(() => {
    if (query.data) setValues(toValues(query.data));
  }, [query.data]);
  useEffect(() => {
    if (query.error) notify.error(ADMIN_TOASTS.loadSidebarFailed(query.error instanceof Error ? query.error.message : undefined));
  }, [query.error]);

  const save = useMutation({
    mutationFn: (body: Values) => api<SidebarLinksSaved>(API.adminSidebarLinks, { method: 'PUT', body }),
    onSuccess: (answer) => {
      setErrors({});
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'sidebar-links'] });
      void queryClient.invalidateQueries({ queryKey: ['sidebar-links'] });
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields as Partial<Record<SidebarLinkKey, string>>);
      notify.error(errorMessage(error, ADMIN_TOASTS.updateSidebarFailed));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values) save.mutate(values);
  };

  return (
    <AdminPanel
      icon={Link2}
      title="Sidebar URLs"
      summary="Point any sidebar item somewhere else. Leave a field empty to keep its default."
    >
      {!values ? (
        query.isError ? (
          <div className="p-5 sm:p-9">
            <LoadFailed
              message={ADMIN_TOASTS.loadSidebarFailed(query.error instanceof Error ? query.error.message : undefined)}
              onRetry={() => void query.refetch()}
            />
          </div>
        ) : (
          <LoadingState label="Loading sidebar URLs..." />
        )
      ) : (
        <form onSubmit={submit} noValidate aria-label="Sidebar URLs" className="p-5 sm:p-9">
          <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
            {FIELDS.map(({ key, label }) => (
              <TextField
                key={key}
                label={label(brand.shortName)}
                name={key}
                inputMode="url"
                autoComplete="off"
                placeholder={DEFAULT_SIDEBAR_LINKS[key]}
                value={values[key]}
                error={errors[key]}
                hint={`Default: ${DEFAULT_SIDEBAR_LINKS[key]}`}
                onChange={(event) => setValues({ ...values, [key]: event.target.value })}
              />
            ))}
          </div>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Button type="submit" variant="dark" busy={save.isPending} busyLabel="Saving...">
              Save URLs
            </Button>
            <p className="text-sm text-stone">
              A full http(s) address opens in a new tab; a path like /newsletters stays on this site.
            </p>
          </div>
        </form>
      )}
    </AdminPanel>
  );
}
