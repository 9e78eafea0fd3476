// Creating an account with a password: the first administrator's (setup) and a member's through their
// access link. One form, built from the kit; each page brings its schema (with withConfirmation for the
// repeated password), says which fields to ask for, and decides what the server's answer means.
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form, NewPasswordFields, SubmitButton, TextField } from './form';

type AccountFormProps<TIn extends FieldValues, TOut> = {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut) => unknown;
  /** The form's accessible name. */
  label: string;
  /** Which fields besides the password and its confirmation (fields named firstName, lastName, email). */
  ask: { firstName?: boolean; lastName?: boolean; email?: boolean };
  passwordLabel: string;
  submitLabel: string;
  busyLabel: string;
  /** Above the form: a refusal that is about no field. */
  banner?: ReactNode;
  /** Fields after the password's, before the button (setup's community time zone). */
  moreFields?: ReactNode;
  /** Busy beyond the submit itself. */
  busy?: boolean;
  disabled?: boolean;
};

export function AccountForm<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  label,
  ask,
  ...props
}: AccountFormProps<TIn, TOut>) {
  return (
    <>
      <div className="mt-8">{props.banner}</div>
      <Form form={form} onSubmit={onSubmit} className="space-y-5" aria-label={label}>
        {ask.firstName || ask.lastName ? (
          <div className="grid gap-5 sm:grid-cols-2">
            {ask.firstName ? <TextField label="First Name" name="firstName" autoComplete="given-name" required /> : null}
            {ask.lastName ? <TextField label="Last Name" name="lastName" autoComplete="family-name" required /> : null}
          </div>
        ) : null}
        {ask.email ? <TextField label="Email" type="email" name="email" autoComplete="email" inputMode="email" required /> : null}
        <NewPasswordFields
          password={{ name: 'password', label: props.passwordLabel }}
          confirm={{ name: 'confirm', label: 'Confirm Password' }}
          showLength
          required
        />
        {props.moreFields}
        <SubmitButton size="lg" className="w-full" busy={props.busy} busyLabel={props.busyLabel} disabled={props.disabled}>
          {props.submitLabel}
        </SubmitButton>
      </Form>
    </>
  );
}
