// /admin/profile: the administrator's own names (GET/PUT /api/admin/profile) and the profile feature's
// password card (the member's /profile has the same one). The dashboard frame around it (header, page
// width) is app/admin's.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  PROFILE_MESSAGES,
  updateAdminProfileSchema,
  type AdminProfile,
  type UpdateAdminProfileRequest,
} from '../../../../common/contracts/profile';
import { PROFILE_ROUTES } from '../../../../common/contracts/profile-routes';
import { ROUTES } from '../../../../common/routes';
import { Banner } from '../../../components/ui/Banner';
import { Form, placeServerErrors, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { Card } from '../../../components/ui/Card';
import { TextField as ReadOnlyField } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api';
import { call } from '../../../lib/call';
import { notify } from '../../../lib/notify';
import { ME_QUERY_KEY, useMe } from '../../../lib/session';
import { ChangePasswordCard } from '../ChangePasswordCard';

const ADMIN_PROFILE_QUERY_KEY = ['admin', 'profile'] as const;

export function AdminProfilePage() {
  const me = useMe();
  useEffect(() => {
    document.title = 'Admin Profile';
  }, []);
  const profile = useQuery({
    queryKey: ADMIN_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => call(PROFILE_ROUTES.adminGet, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const name = profile.data ? `${profile.data.firstName} ${profile.data.lastName}`.trim() : '';
  return (
    <>
      <Link
        to={ROUTES.adminDashboard}
        className="inline-flex min-h-6 items-center gap-2 rounded-full text-xs font-semibold tracking-[0.16em] text-stone uppercase transition hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Admin Dashboard
      </Link>
      <h1 className="mt-6 font-display text-4xl sm:text-5xl">Your Profile</h1>

      <Card className="mt-8 overflow-hidden">
        <div className="surface-dark flex items-center gap-5 bg-ink px-6 py-6 text-cream sm:px-8">
          <div
            className="grid size-16 shrink-0 place-items-center rounded-full bg-brand font-display text-2xl text-ink"
            aria-hidden="true"
          >
            {(me.user?.email?.[0] ?? '?').toUpperCase()}
          </div>
          <div className="min-w-0">
            <p className="truncate font-display text-2xl">{name || me.user?.email}</p>
            <p className="mt-1 flex items-center gap-2 text-sm text-mist">
              <ShieldCheck className="size-4 text-brand-bright" aria-hidden="true" />
              Administrator
            </p>
          </div>
        </div>
        {profile.isPending ? (
          <LoadingState />
        ) : profile.isError ? (
          <div className="p-6 sm:p-8">
            <Banner tone="error">{PROFILE_MESSAGES.loadFailed}</Banner>
          </div>
        ) : (
          <NamesForm key={profile.data.email} profile={profile.data} />
        )}
      </Card>

      <ChangePasswordCard className="mt-8" />
    </>
  );
}

function NamesForm({ profile }: { profile: AdminProfile }) {
  const queryClient = useQueryClient();
  const form = useZodForm(updateAdminProfileSchema, {
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName },
  });
  const save = useMutation({
    mutationFn: (body: UpdateAdminProfileRequest) => call(PROFILE_ROUTES.adminUpdate, { body }),
    onSuccess: (result) => {
      queryClient.setQueryData(ADMIN_PROFILE_QUERY_KEY, result.profile);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      notify.success(result.message || PROFILE_MESSAGES.updated);
    },
    onError: (error) => {
      placeServerErrors(form, error);
      notify.error(errorMessage(error, PROFILE_MESSAGES.updateFailed));
    },
  });
  const submit = async (values: UpdateAdminProfileRequest) => {
    await save.mutateAsync(values).catch(() => undefined);
  };
  return (
    <Form form={form} onSubmit={submit} aria-label="Your details" className="grid gap-5 p-6 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" name="firstName" autoComplete="given-name" />
        <TextField label="Last Name" name="lastName" autoComplete="family-name" />
      </div>
      <ReadOnlyField label="Email" type="email" value={profile.email} readOnly disabled />
      <SubmitButton variant="primary" busyLabel="Saving..." className="w-full sm:w-fit sm:justify-self-end">
        Save Changes
      </SubmitButton>
    </Form>
  );
}
