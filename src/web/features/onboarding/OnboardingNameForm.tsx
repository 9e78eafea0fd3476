// The onboarding modal's name form (spec 4.4), on the form kit: the server's own schema, its one message
// for the two names under them, focus on the first field in error. Loaded only when the modal opens, so the
// member home, which nearly everyone sees onboarded, downloads neither the kit nor zod (decision 026).
import { PROFILE_MESSAGES, onboardingNameSchema, type OnboardingNameRequest } from '../../../common/contracts/profile';
import { ONBOARDING_ROUTES } from '../../../common/contracts/profile-routes';
import { Form, FormErrorSummary, placeServerErrors, SubmitButton, TextField, useZodForm } from '../../components/form';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/call';
import { notify } from '../../lib/notify';

type OnboardingNameFormProps = {
  defaultValues: OnboardingNameRequest;
  /** The name is saved: the modal closes and the session is asked again. */
  onSaved: () => Promise<void>;
};

export function OnboardingNameForm({ defaultValues, onSaved }: OnboardingNameFormProps) {
  const form = useZodForm(onboardingNameSchema, { defaultValues });

  const submit = async (names: OnboardingNameRequest) => {
    try {
      await call(ONBOARDING_ROUTES.complete, { body: names });
    } catch (error) {
      // A name the server refused is marked like one the form refused; anything else is the spec's toast.
      if (!placeServerErrors(form, error)) notify.error(errorMessage(error, PROFILE_MESSAGES.saveFailed));
      return;
    }
    await onSaved();
  };

  return (
    <Form form={form} onSubmit={submit} oneMessage aria-label="Complete your profile" className="mt-6 grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" name="firstName" autoComplete="given-name" />
        <TextField label="Last Name" name="lastName" autoComplete="family-name" />
      </div>
      <FormErrorSummary />
      <SubmitButton variant="primary" size="md" busyLabel="Saving..." className="w-full sm:w-auto sm:justify-self-end">
        Continue
      </SubmitButton>
    </Form>
  );
}
