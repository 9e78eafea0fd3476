// /admin/profile: the administrator's own names (GET/PUT /api/admin/profile) and the profile feature's
// password card (the member's /profile has the same one). The dashboard frame around it (header, page
// width) is app/admin's.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  PROFILE_API,
  PROFILE_FIELD_MESSAGES,
  PROFILE_MESSAGES,
  type AdminProfile,
  type UpdateAdminProfileRequest,
  type UpdateAdminProfileResult,
} from '../../../../common/contracts/profile';
import { ROUTES } from '../../../../common/routes';
import { Banner } from '../../../components/ui/Banner';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/Spinner';
import { ApiError, api, errorMessage } from '../../../lib/api';
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
    queryFn: ({ signal }) => api<AdminProfile>(PROFILE_API.adminProfile, { signal }),
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
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: UpdateAdminProfileRequest) =>
      api<UpdateAdminProfileResult>(PROFILE_API.adminProfile, { method: 'PUT', body }),
    onSuccess: (result) => {
      setErrors({});
      queryClient.setQueryData(ADMIN_PROFILE_QUERY_KEY, result.profile);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      notify.success(result.message || PROFILE_MESSAGES.updated);
    },
    onError: (error) => {
      setErrors(error instanceof ApiError ? error.fields : {});
      notify.error(errorMessage(error, PROFILE_MESSAGES.updateFailed));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!firstName.trim()) next.firstName = PROFILE_FIELD_MESSAGES.firstNameRequired;
    if (!lastName.trim()) next.lastName = PROFILE_FIELD_MESSAGES.lastNameRequired;
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate({ firstName, lastName });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your details" className="grid gap-5 p-6 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          value={firstName}
          error={errors.firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          value={lastName}
          error={errors.lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </div>
      <TextField label="Email" type="email" value={profile.email} readOnly disabled />
      <Button type="submit" busy={save.isPending} busyLabel="Saving..." className="w-full sm:w-fit sm:justify-self-end">
        Save Changes
      </Button>
    </form>
  );
}
