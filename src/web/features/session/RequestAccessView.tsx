// The sign-in page's 'Request Access Link' (spec 5, 'Request access'): the server's own schema, the spec's
// one message for the whole form, every blank field marked.
import type { FieldErrors } from 'react-hook-form';
import { accessRequestSchema, type AccessRequestInput } from '../../../common/contracts/access-requests';
import { EMAIL_DELIVERY_MESSAGES } from '../../../common/messages';
import { REQUEST_ACCESS_MESSAGES } from '../../../common/contracts/access-requests';
import { Form, FormErrorSummary, placeServerErrors, SubmitButton, TextField, useZodForm } from '../../components/form';
import { StepHeading } from '../../components/ui/StepHeading';
import { isExplainedRefusal } from '../../lib/api';
import { useConfig } from '../../lib/config';
import { requestAccess } from './api';
import { BackButton, SentPanel } from './login-parts';
import type { ReactNode } from 'react';

/** A blank field outranks a malformed email, as in the spec's order of checks: while any is blank, only those are marked. */
function blankFirst(errors: FieldErrors<AccessRequestInput>): FieldErrors<AccessRequestInput> {
  const entries = Object.entries(errors).filter(([, error]) => error?.message);
  const blank = entries.filter(([, error]) => error?.message === REQUEST_ACCESS_MESSAGES.fillAllFields);
  return Object.fromEntries(blank.length ? blank : entries.slice(0, 1));
}

type RequestAccessViewProps = {
  banner: ReactNode;
  initialEmail: string;
  focusHeading: boolean;
  onSubmitted: () => void;
  onError: (text: string) => void;
  onBack: () => void;
};

export function RequestAccessView(props: RequestAccessViewProps) {
  const form = useZodForm(accessRequestSchema, {
    defaultValues: { email: props.initialEmail, firstName: '', lastName: '' },
    pickErrors: blankFirst,
  });

  const submit = async (request: AccessRequestInput) => {
    try {
      await requestAccess(request);
      props.onSubmitted();
    } catch (error) {
      console.warn('[login] access request failed', error);
      // A field the server refused is marked like one the form refused.
      if (placeServerErrors(form, error)) return;
      // Any other refusal the server explains (429 too many requests, 400 a field) shows its message; network
      // failures and server errors the spec's own.
      props.onError(isExplainedRefusal(error) ? error.message : REQUEST_ACCESS_MESSAGES.failed);
    }
  };

  return (
    <div>
      <BackButton onClick={props.onBack}>Back to sign in</BackButton>
      <StepHeading eyebrow="Membership" focus={props.focusHeading}>
        Request Access Link
      </StepHeading>
      <p className="mt-3 leading-7 text-stone">
        Tell us who you are. Once an administrator approves your request, you will receive a one-time link to set up your account.
      </p>
      <div className="mt-8">{props.banner}</div>
      <Form form={form} onSubmit={submit} oneMessage className="space-y-5" aria-label="Request an access link">
        <TextField label="Email" type="email" name="email" autoComplete="email" inputMode="email" required />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First Name" name="firstName" autoComplete="given-name" required />
          <TextField label="Last Name" name="lastName" autoComplete="family-name" required />
        </div>
        <FormErrorSummary />
        <SubmitButton size="lg" className="w-full" busyLabel="Submitting...">
          Request Access Link
        </SubmitButton>
      </Form>
    </div>
  );
}

export function RequestSubmittedView({ banner, onBack }: { banner: ReactNode; onBack: () => void }) {
  const outbox = useConfig().mail.delivery === 'outbox';
  return (
    <SentPanel heading="Request Submitted Successfully" backLabel="Back to Login" onBack={onBack}>
      <div className="mt-6 text-left">{banner}</div>
      <p className="mt-2 leading-7 text-stone">
        {outbox
          ? EMAIL_DELIVERY_MESSAGES.accessLinkNotEmailed
          : 'We will email you a one-time link as soon as your request is approved.'}
      </p>
    </SentPanel>
  );
}
