// 'Add User' (spec 2.5 tab 5, 5 'Admin magic-link creation'): an approved access request for an email,
// its access link emailed at once. The server refuses an email that has an account or a live link,
// with the spec's messages.
import { MailCheck, MailWarning, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import {
  ACCESS_LINK_TTL_HOURS,
  ACCESS_REQUEST_ADMIN_MESSAGES as ADMIN,
  ACCESS_REQUEST_TOASTS,
  adminCreateLinkSchema,
  type AdminCreateLinkInput,
} from '../../../../common/contracts/access-requests';
import { EMAIL_DELIVERY_MESSAGES } from '../../../../common/messages';
import { Form, placeServerErrors, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { IconTile } from '../../../components/ui/IconTile';
import { Card } from '../../../components/ui/Card';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { actionFailureMessage, useCreateAccessLink } from './api';
import { CopyLinkField } from './CopyLinkField';
import type { FreshLink } from './RequestActions';

type Created = FreshLink & { email: string };
const EMPTY = { email: '', firstName: '', lastName: '' };
const NAMES_HINT = 'add-user-names-hint';

export function AddUserForm({ onCreated }: { onCreated: (id: string, fresh: FreshLink) => void }) {
  const create = useCreateAccessLink();
  const outbox = useConfig().mail.delivery === 'outbox';
  // The server's own schema: the same rules and messages on both sides.
  const form = useZodForm(adminCreateLinkSchema, { defaultValues: EMPTY });
  const [created, setCreated] = useState<Created | null>(null);

  const submit = async (values: AdminCreateLinkInput) => {
    // A blank name is left out, so the person is asked for it when they open the link.
    const input = { email: values.email, firstName: values.firstName || undefined, lastName: values.lastName || undefined };
    setCreated(null);
    try {
      const answer = await create.mutateAsync(input);
      notify.success(ADMIN.created);
      setCreated({ email: input.email, link: answer.link, emailed: answer.emailed });
      onCreated(answer.recordId, { link: answer.link, emailed: answer.emailed });
      form.reset(EMPTY);
    } catch (error) {
      console.warn('[access-requests] create failed', error);
      if (!placeServerErrors(form, error))
        notify.error(actionFailureMessage(error, ACCESS_REQUEST_TOASTS.createAccessLinkFailed));
    }
  };

  // The names share one hint; a name's own error, when it has one, describes it instead.
  const { errors } = form.formState;
  const namesHint = (name: 'firstName' | 'lastName') => (errors[name] ? {} : { 'aria-describedby': NAMES_HINT });

  return (
    <Card className="p-5 sm:p-7">
      <div className="flex items-start gap-4">
        <IconTile icon={UserPlus} className="size-11 rounded-xl bg-ink text-brand-bright" iconClassName="size-5" />
        <div>
          <h3 id="add-user-heading" className="font-display text-xl leading-tight text-ink sm:text-2xl">
            Add User
          </h3>
          <p className="mt-1 text-sm leading-6 text-stone">
            Create an approved link for an email. {outbox ? EMAIL_DELIVERY_MESSAGES.linkNotEmailed : 'It is emailed at once.'} It
            stays valid for {ACCESS_LINK_TTL_HOURS / 24} days.
          </p>
        </div>
      </div>

      <Form
        form={form}
        onSubmit={submit}
        aria-labelledby="add-user-heading"
        className="mt-6 grid grid-cols-2 gap-4 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-start"
      >
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="off"
          inputMode="email"
          placeholder="name@company.com"
          required
          className="col-span-2 xl:col-span-1"
        />
        <TextField label="First Name" name="firstName" autoComplete="off" {...namesHint('firstName')} />
        <TextField label="Last Name" name="lastName" autoComplete="off" {...namesHint('lastName')} />
        <p id={NAMES_HINT} className="col-span-2 -mt-1 text-xs text-stone xl:order-last xl:col-span-4">
          Names are optional: without them, the person is asked for their name when they open the link.
        </p>
        <SubmitButton variant="dark" className="col-span-2 h-12 xl:col-span-1 xl:mt-[1.75rem]" busyLabel="Creating...">
          <UserPlus className="size-4 text-brand-bright" aria-hidden="true" />
          Add User
        </SubmitButton>
      </Form>

      {created ? (
        <div role="status" className="mt-6 animate-rise rounded-2xl border border-success/25 bg-success-soft/70 p-4 sm:p-5">
          <div className="flex items-start gap-3">
            {created.emailed && !outbox ? (
              <MailCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            ) : created.emailed ? (
              <MailWarning className="mt-0.5 size-5 shrink-0 text-stone" aria-hidden="true" />
            ) : (
              <MailWarning className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{ADMIN.created}</p>
              <p className="mt-0.5 text-sm break-all text-stone">
                {created.emailed && outbox ? (
                  <>
                    {EMAIL_DELIVERY_MESSAGES.writtenToOutbox}. Copy the link and send it to {created.email} yourself.
                  </>
                ) : created.emailed ? (
                  <>
                    Emailed to <span className="font-semibold text-ink">{created.email}</span>
                  </>
                ) : (
                  <>The email to {created.email} could not be sent. Copy the link and send it yourself.</>
                )}
              </p>
              <CopyLinkField className="mt-3" link={created.link} label={`Sign-up link for ${created.email}`} />
            </div>
            <button
              type="button"
              onClick={() => setCreated(null)}
              aria-label="Dismiss the new link"
              className="-mt-1 -mr-1 grid size-8 shrink-0 place-items-center rounded-lg text-stone transition hover:bg-black/5 hover:text-ink"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
