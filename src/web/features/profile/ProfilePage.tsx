// /profile, 'Your Profile' (spec 2.4, 5 'Profile'): the member's own details, interests and background,
// and the password card. The result of saving is the spec's toast variant, titled Success or Error with
// the message under it, so nothing blocks the page; the field errors sit under the fields, and focus goes
// to the first of them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  MAX_INTEREST_LENGTH,
  MAX_INTERESTS,
  MAX_SUMMARY_LENGTH,
  PROFILE_API,
  PROFILE_FIELD_MESSAGES,
  PROFILE_MESSAGES,
  type Profile,
  type UpdateProfileRequest,
  type UpdateProfileResult,
} from '../../../common/contracts/profile';
import { Banner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ChipsField } from '../../components/ui/ChipsField';
import { cn } from '../../components/ui/cn';
import { inputClasses, TextField } from '../../components/ui/Field';
import { LoadingState } from '../../components/ui/Spinner';
import { ApiError, api, errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { OWN_PROFILE_QUERY_KEY, ownProfileQueryOptions } from '../../lib/own-profile';
import { ME_QUERY_KEY } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { CalendarFeedCard } from './CalendarFeedCard';
import { ChangePasswordCard } from './ChangePasswordCard';

type Draft = {
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  industry: string;
  interests: string[];
  summary: string;
};

const toDraft = (p: Profile): Draft => ({
  firstName: p.firstName,
  lastName: p.lastName,
  company: p.company ?? '',
  jobTitle: p.jobTitle ?? '',
  industry: p.industry ?? '',
  interests: p.interests.map((i) => i.name),
  summary: p.summary ?? '',
});

export function ProfilePage() {
  usePageTitle('Your Profile');
  const profile = useQuery(ownProfileQueryOptions());

  return (
    <div className="mx-auto max-w-3xl animate-rise">
      <p className="eyebrow text-brand-deep">Member profile</p>
      <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">Your Profile</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">How other members and the team see you.</p>
      {profile.isPending ? (
        <LoadingState label="Loading profile..." />
      ) : profile.isError ? (
        <div className="mt-8 grid gap-4">
          <Banner tone="error">{PROFILE_MESSAGES.loadFailed}</Banner>
          <Button variant="outline" className="w-fit" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ProfileForm key={profile.data.attendeeId} profile={profile.data} />
          <CalendarFeedCard className="mt-10" />
          <ChangePasswordCard className="mt-10" />
        </>
      )}
    </div>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(profile));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const summaryId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const showResult = (tone: 'success' | 'error', message: string) =>
    tone === 'success' ? notify.success('Success', { description: message }) : notify.error('Error', { description: message });
  /** Focus the first field named in `errors`, in the form's order. */
  const focusFirst = (errors: Record<string, string>) => {
    const order = ['firstName', 'lastName', 'company', 'jobTitle', 'industry', 'interests', 'summary'];
    const first = order.find((key) => Object.keys(errors).some((k) => k === key || k.startsWith(`${key}.`)));
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  };

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = useMutation({
    mutationFn: (body: UpdateProfileRequest) => api<UpdateProfileResult>(PROFILE_API.profile, { method: 'PUT', body }),
    onSuccess: (data) => {
      setFieldErrors({});
      setDraft(toDraft(data.profile));
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, data.profile);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      showResult('success', data.message || PROFILE_MESSAGES.updatedLong);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      setFieldErrors(fields);
      focusFirst(fields);
      showResult('error', errorMessage(error, PROFILE_MESSAGES.updateFailed));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!draft.firstName.trim()) errors.firstName = PROFILE_FIELD_MESSAGES.firstNameRequired;
    if (!draft.lastName.trim()) errors.lastName = PROFILE_FIELD_MESSAGES.lastNameRequired;
    if (draft.summary.length > MAX_SUMMARY_LENGTH) errors.summary = PROFILE_FIELD_MESSAGES.summaryTooLong;
    if (Object.keys(errors).length) {
      setFieldErrors(errors);
      focusFirst(errors);
      showResult('error', Object.values(errors)[0]);
      return;
    }
    save.mutate({
      firstName: draft.firstName,
      lastName: draft.lastName,
      company: draft.company,
      jobTitle: draft.jobTitle,
      industry: draft.industry,
      interests: draft.interests.map((name) => ({ name })),
      summary: draft.summary,
    });
  };

  const interestError =
    fieldErrors.interests ?? Object.entries(fieldErrors).find(([key]) => key.startsWith('interests.'))?.[1] ?? undefined;

  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Your Profile" className="mt-8 grid gap-6">
        <Card className="grid gap-6 p-6 sm:p-8">
          <h2 className="font-display text-2xl">About you</h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First Name"
              data-field="firstName"
              autoComplete="given-name"
              required
              value={draft.firstName}
              error={fieldErrors.firstName}
              onChange={(e) => set('firstName', e.target.value)}
            />
            <TextField
              label="Last Name"
              data-field="lastName"
              autoComplete="family-name"
              required
              value={draft.lastName}
              error={fieldErrors.lastName}
              onChange={(e) => set('lastName', e.target.value)}
            />
          </div>
          <TextField label="Email" type="email" value={profile.email} readOnly disabled hint="Your email cannot be changed here." />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Company"
              data-field="company"
              autoComplete="organization"
              value={draft.company}
              error={fieldErrors.company}
              onChange={(e) => set('company', e.target.value)}
            />
            <TextField
              label="Job Title"
              data-field="jobTitle"
              autoComplete="organization-title"
              value={draft.jobTitle}
              error={fieldErrors.jobTitle}
              onChange={(e) => set('jobTitle', e.target.value)}
            />
          </div>
          <TextField label="Industry" data-field="industry" value={draft.industry} error={fieldErrors.industry} onChange={(e) => set('industry', e.target.value)} />
        </Card>

        <Card className="grid gap-6 p-6 sm:p-8">
          <h2 className="font-display text-2xl">Interests and background</h2>
          <InterestsEditor value={draft.interests} onChange={(next) => set('interests', next)} error={interestError} />
          <div>
            <label htmlFor={summaryId} className="mb-2 block text-[0.8rem] font-semibold tracking-wide text-ink">
              Background summary
            </label>
            <textarea
              id={summaryId}
              data-field="summary"
              rows={6}
              value={draft.summary}
              maxLength={MAX_SUMMARY_LENGTH}
              aria-invalid={fieldErrors.summary ? true : undefined}
              aria-describedby={`${summaryId}-count${fieldErrors.summary ? ` ${summaryId}-error` : ''}`}
              onChange={(e) => set('summary', e.target.value)}
              placeholder="A few lines about your work and what you are looking for."
              className={cn(inputClasses, 'h-auto min-h-36 resize-y py-3 leading-7')}
            />
            <p id={`${summaryId}-count`} className="mt-2 text-right text-xs text-stone tabular-nums">
              {draft.summary.length} / {MAX_SUMMARY_LENGTH}
            </p>
            {fieldErrors.summary ? (
              <p id={`${summaryId}-error`} className="mt-1 text-sm font-medium text-danger">
                {fieldErrors.summary}
              </p>
            ) : null}
          </div>
        </Card>

        <div className="flex justify-end">
          <Button type="submit" busy={save.isPending} busyLabel="Saving..." className="w-full sm:w-auto">
            Save Changes
          </Button>
        </div>
      </form>

    </>
  );
}

function InterestsEditor({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  return (
    <ChipsField
      label="Interests"
      listLabel="Your interests"
      noun="interests"
      value={value}
      onChange={onChange}
      error={error}
      max={MAX_INTERESTS}
      maxLength={MAX_INTEREST_LENGTH}
      messages={{ tooMany: PROFILE_FIELD_MESSAGES.tooManyInterests, tooLong: PROFILE_FIELD_MESSAGES.interestTooLong }}
      placeholder="e.g. Franchise growth"
      fullPlaceholder="Interest limit reached"
      removeLabel={(name) => `Remove ${name}`}
    />
  );
}
