// 'Add User' (spec 2.5 tab 5, 5 'Admin magic-link creation'): an approved access request for an email,
// its access link emailed at once. The server refuses an email that has an account or a live link,
// with the spec's messages.
import { MailCheck, MailWarning, UserPlus, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ACCESS_LINK_TTL_HOURS,
  ACCESS_REQUEST_ADMIN_MESSAGES as ADMIN,
  ACCESS_REQUEST_TOASTS,
  adminCreateLinkSchema,
} from '../../../../common/contracts/access-requests';
import { EMAIL_DELIVERY_MESSAGES } from '../../../../common/messages';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/Field';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { actionFailureMessage, useCreateAccessLink } from './api';
import { CopyLinkField } from './CopyLinkField';
import type { FreshLink } from './RequestActions';

type Created = FreshLink & { email: string };
const EMPTY = { email: '', firstName: '', lastName: '' };

export function AddUserForm({ onCreated }: { onCreated: (id: string, fresh: FreshLink) => void }) {
  const create = useCreateAccessLink();
  const emailInput = useRef<HTMLInputElement>(null);
  const outbox = useConfig().mail.delivery === 'outbox';
  const [form, setForm] = useState(EMPTY);
  const [emailError, setEmailError] = useState<string>();
  const [created, setCreated] = useState<Created | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema: the same rules and messages on both sides.
    const parsed = adminCreateLinkSchema.safeParse({
      email: form.email,
      firstName: form.firstName.trim() || undefined,
      lastName: form.lastName.trim() || undefined,
    });
    if (!parsed.success) {
      const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === 'email');
      setEmailError(emailIssue?.message ?? parsed.error.issues[0]?.message);
      emailInput.current?.focus();
      return;
    }
    setEmailError(undefined);
    setCreated(null);
    try {
      const answer = await create.mutateAsync(parsed.data);
      notify.success(ADMIN.created);
      setCreated({ email: parsed.data.email, link: answer.link, emailed: answer.emailed });
      onCreated(answer.recordId, { link: answer.link, emailed: answer.emailed });
      setForm(EMPTY);
    } catch (error) {
      console.warn('[access-requests] create failed', error);
      notify.error(actionFailureMessage(error, ACCESS_REQUEST_TOASTS.createAccessLinkFailed));
    }
  };

  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setForm((current) => ({ ...current, [key]: event.target.value }));
      if (key === 'email') setEmailError(undefined);
    },
  });

  return (
    <Card className="p-5 sm:p-7">
      <div className="flex items-start gap-4">
        <div className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink text-brand-bright">
          <UserPlus className="size-5" aria-hidden="true" />
        </div>
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

      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="add-user-heading"
        className="mt-6 grid grid-cols-2 gap-4 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-start"
      >
        <TextField
          ref={emailInput}
          label="Email"
          type="email"
          name="email"
          autoComplete="off"
          inputMode="email"
          placeholder="name@company.com"
          required
          error={emailError}
          className="col-span-2 xl:col-span-1"
          {...field('email')}
        />
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="off"
          aria-describedby="add-user-names-hint"
          {...field('firstName')}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="off"
          aria-describedby="add-user-names-hint"
          {...field('lastName')}
        />
        <p id="add-user-names-hint" className="col-span-2 -mt-1 text-xs text-stone xl:order-last xl:col-span-4">
          Names are optional: without them, the person is asked for their name when they open the link.
        </p>
        <Button
          type="submit"
          variant="dark"
          className="col-span-2 h-12 xl:col-span-1 xl:mt-[1.75rem]"
          busy={create.isPending}
          busyLabel="Creating..."
        >
          <UserPlus className="size-4 text-brand-bright" aria-hidden="true" />
          Add User
        </Button>
      </form>

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
