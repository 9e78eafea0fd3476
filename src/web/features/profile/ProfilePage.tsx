// /profile, 'Your Profile' (spec 2.4, 5 'Profile'): the member's own details, interests and background,
// and the password card. The result of saving is the spec's toast variant, titled Success or Error with
// the message under it, so nothing blocks the page; the field errors sit under the fields, and focus goes
// to the first of them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AUDIENCES, MEMBER_FIELDS } from '../../../common/contracts/member-fields';
import {
  MAX_HEADLINE_LENGTH,
  MAX_INTEREST_LENGTH,
  MAX_INTERESTS,
  MAX_LINK_LENGTH,
  MAX_OFFER_LENGTH,
  MAX_PLACE_LENGTH,
  MAX_SUMMARY_LENGTH,
  profileInterestSchema,
  updateProfileSchema,
  type Profile,
  type UpdateProfileRequest,
} from '../../../common/contracts/profile';
import { PROFILE_ROUTES } from '../../../common/contracts/profile-routes';
import { PROFILE_FIELD_MESSAGES, PROFILE_MESSAGES } from '../../../common/contracts/profile';
import {
  ChipsField,
  firstErrorMessage,
  Form,
  placeServerErrors,
  SubmitButton,
  TextAreaField,
  TextField,
  useZodForm,
} from '../../components/form';
import { Banner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField as ReadOnlyField } from '../../components/ui/Field';
import { LoadingState } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/call';
import { notify } from '../../lib/notify';
import { OWN_PROFILE_QUERY_KEY, ownProfileQueryOptions } from '../../lib/own-profile';
import { ME_QUERY_KEY } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { AudienceSelect } from './AudienceSelect';
import { CalendarFeedCard } from './CalendarFeedCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { NotificationSettingsLink } from './NotificationSettingsLink';
import { DirectorySwitch } from './DirectorySwitch';
import { ProfilePhotoCard } from './ProfilePhotoCard';
import { TopicPicker } from './TopicPicker';

/** The server's schema, with the interests as the chips hold them (names), and every audience and the
 * directory switch always there (the form shows them all). */
const profileFormSchema = updateProfileSchema.extend({
  interests: z.array(profileInterestSchema.shape.name).max(MAX_INTERESTS, PROFILE_FIELD_MESSAGES.tooManyInterests),
  audiences: z.object(
    Object.fromEntries(MEMBER_FIELDS.map((field) => [field, z.enum(AUDIENCES)])) as Record<
      (typeof MEMBER_FIELDS)[number],
      z.ZodEnum<{ [A in (typeof AUDIENCES)[number]]: A }>
    >,
  ),
  inDirectory: z.boolean(),
});
type ProfileValues = z.input<typeof profileFormSchema>;

const toValues = (p: Profile): ProfileValues => ({
  firstName: p.firstName,
  lastName: p.lastName,
  company: p.company ?? '',
  jobTitle: p.jobTitle ?? '',
  industry: p.industry ?? '',
  interests: p.interests.map((i) => i.name),
  summary: p.summary ?? '',
  headline: p.headline ?? '',
  city: p.city ?? '',
  country: p.country ?? '',
  offering: p.offering ?? '',
  lookingFor: p.lookingFor ?? '',
  websiteUrl: p.websiteUrl ?? '',
  linkedinUrl: p.linkedinUrl ?? '',
  audiences: { ...p.audiences },
  inDirectory: p.inDirectory,
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
          <ProfilePhotoCard className="mt-8" />
          <ProfileForm key={profile.data.attendeeId} profile={profile.data} />
          <NotificationSettingsLink className="mt-10" />
          <CalendarFeedCard className="mt-10" />
          <ChangePasswordCard className="mt-10" />
        </>
      )}
    </div>
  );
}

const showResult = (tone: 'success' | 'error', message: string) =>
  tone === 'success' ? notify.success('Success', { description: message }) : notify.error('Error', { description: message });

function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const form = useZodForm(profileFormSchema, { defaultValues: toValues(profile) });

  const save = useMutation({
    mutationFn: (body: UpdateProfileRequest) => call(PROFILE_ROUTES.update, { body }),
    onSuccess: (data) => {
      form.reset(toValues(data.profile));
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, data.profile);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      showResult('success', data.message || PROFILE_MESSAGES.updatedLong);
    },
    onError: (error) => {
      placeServerErrors(form, error);
      showResult('error', errorMessage(error, PROFILE_MESSAGES.updateFailed));
    },
  });

  const submit = async (values: z.output<typeof profileFormSchema>) => {
    await save.mutateAsync({ ...values, interests: values.interests.map((name) => ({ name })) }).catch(() => undefined);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={(errors) => showResult('error', firstErrorMessage(errors) ?? PROFILE_MESSAGES.updateFailed)}
      aria-label="Your Profile"
      className="mt-8 grid gap-6"
    >
      <Card className="grid gap-6 p-6 sm:p-8">
        <div>
          <h2 className="font-display text-2xl">About you</h2>
          <p className="mt-1 text-sm text-stone">
            Every part is optional but your name. Under each, choose who sees it: every member, only your connections, or only the
            organisers. Organisers always see your whole profile.
          </p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First Name" name="firstName" autoComplete="given-name" required />
          <TextField label="Last Name" name="lastName" autoComplete="family-name" required />
        </div>
        <div>
          <ReadOnlyField
            label="Email"
            type="email"
            value={profile.email}
            readOnly
            disabled
            hint="Your email cannot be changed here."
          />
          <AudienceSelect field="email" />
        </div>
        <div>
          <TextField
            label="Headline"
            name="headline"
            maxLength={MAX_HEADLINE_LENGTH}
            hint="One line under your name, e.g. ‘Helps food brands into supermarkets’."
          />
          <AudienceSelect field="headline" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <TextField label="Company" name="company" autoComplete="organization" />
            <AudienceSelect field="company" />
          </div>
          <div>
            <TextField label="Job Title" name="jobTitle" autoComplete="organization-title" />
            <AudienceSelect field="jobTitle" />
          </div>
        </div>
        <div>
          <TextField label="Industry" name="industry" />
          <AudienceSelect field="industry" />
        </div>
        <div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="City" name="city" maxLength={MAX_PLACE_LENGTH} autoComplete="address-level2" />
            <TextField label="Country" name="country" maxLength={MAX_PLACE_LENGTH} autoComplete="country-name" />
          </div>
          <p className="mt-2 text-xs text-stone">As you want it shown; it is never worked out from your address.</p>
          <AudienceSelect field="location" />
        </div>
      </Card>

      <Card className="grid gap-6 p-6 sm:p-8">
        <div>
          <h2 className="font-display text-2xl">Offering and looking for</h2>
          <p className="mt-1 text-sm text-stone">
            What you can help with and what you need now: members are matched on these, one against the other.
          </p>
        </div>
        <div>
          <TextAreaField
            label="Offering"
            name="offering"
            rows={3}
            maxLength={MAX_OFFER_LENGTH}
            counter
            placeholder="What I can help with, e.g. pitch deck reviews, introductions to retail buyers."
          />
          <AudienceSelect field="offering" />
        </div>
        <div>
          <TextAreaField
            label="Looking for"
            name="lookingFor"
            rows={3}
            maxLength={MAX_OFFER_LENGTH}
            counter
            placeholder="What I need now, e.g. a designer for a packaging refresh."
          />
          <AudienceSelect field="lookingFor" />
        </div>
      </Card>

      <Card className="grid gap-6 p-6 sm:p-8">
        <h2 className="font-display text-2xl">Skills, topics and bio</h2>
        <div className="grid gap-5">
          <InterestsEditor />
          <TopicPicker />
          <AudienceSelect field="interests" className="mt-0" />
        </div>
        <div>
          <TextAreaField
            label="Bio"
            name="summary"
            rows={6}
            maxLength={MAX_SUMMARY_LENGTH}
            counter
            placeholder="A few lines about your work. Leave a blank line between paragraphs."
          />
          <AudienceSelect field="summary" />
        </div>
      </Card>

      <Card className="grid gap-6 p-6 sm:p-8">
        <h2 className="font-display text-2xl">Links</h2>
        <div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Website"
              name="websiteUrl"
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={MAX_LINK_LENGTH}
              placeholder="https://"
            />
            <TextField
              label="LinkedIn"
              name="linkedinUrl"
              type="url"
              inputMode="url"
              maxLength={MAX_LINK_LENGTH}
              placeholder="https://www.linkedin.com/in/…"
            />
          </div>
          <AudienceSelect field="links" />
        </div>
      </Card>

      <Card className="grid gap-4 p-6 sm:p-8">
        <h2 className="font-display text-2xl">Members’ directory</h2>
        <DirectorySwitch />
      </Card>

      <div className="flex justify-end">
        <SubmitButton variant="primary" size="md" busyLabel="Saving..." className="w-full sm:w-auto">
          Save Changes
        </SubmitButton>
      </div>
    </Form>
  );
}

function InterestsEditor() {
  return (
    <ChipsField
      name="interests"
      label="Skills and topics"
      listLabel="Your skills and topics"
      noun="skills and topics"
      max={MAX_INTERESTS}
      maxLength={MAX_INTEREST_LENGTH}
      messages={{ tooMany: PROFILE_FIELD_MESSAGES.tooManyInterests, tooLong: PROFILE_FIELD_MESSAGES.interestTooLong }}
      placeholder="Add your own, e.g. Franchise growth"
      fullPlaceholder="Interest limit reached"
      removeLabel={(name) => `Remove ${name}`}
    />
  );
}
