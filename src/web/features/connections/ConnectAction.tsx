// Connect, wherever the product shows a member: a recommendation's dialog today, event attendees later
// (src/web/app composes it there). 'Connect' opens a short form in place (an optional note, and the
// 'Why Connect?' text when the host does not already show it); sending it asks the member, or accepts
// their request if they asked first. Afterwards it says where things stand: 'Request sent', 'Connected'.
import { Check, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { connectRequestSchema, MAX_CONNECTION_NOTE_LENGTH, type PairState } from '../../../common/contracts/connections';
import { ROUTES } from '../../../common/routes';
import { Form, FormActions, placeServerErrors, SubmitButton, useZodForm } from '../../components/form';
import { NoteField } from '../../components/form/NoteField';
import { Banner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { WhyConnect } from '../../components/ui/WhyConnect';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useConnect, useRequestAction } from './api';

export type ConnectActionProps = {
  member: { attendeeId: string; fullName: string; firstName: string };
  /** 'Why Connect?' for the form; leave it out where the page already shows it just above. */
  whyConnect?: string | null;
  /** Where the caller already stands with the member (from the host's data); nothing by default. */
  initialState?: PairState;
  /** Told after each change, e.g. to mark the member's card or close a dialog. */
  onStateChange?: (state: PairState) => void;
  className?: string;
  /** Open with the note's form, focused (ConnectLater: the member already pressed Connect). */
  startOpen?: boolean;
};

export function ConnectAction({
  member,
  whyConnect,
  initialState = { kind: 'none' },
  onStateChange,
  className,
  startOpen = false,
}: ConnectActionProps) {
  const [state, setState] = useState<PairState>(initialState);
  const [open, setOpen] = useState(startOpen);
  const [error, setError] = useState<string | null>(null);
  const connect = useConnect();
  const accept = useRequestAction();
  // The request's own schema, as the server parses it: the member asked, and the note's limit and rules.
  const form = useZodForm(connectRequestSchema, { defaultValues: { toAttendeeId: member.attendeeId, note: '' } });
  const openerRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [focusAfter, setFocusAfter] = useState<'note' | 'opener' | 'status' | null>(startOpen ? 'note' : null);
  const firstName = member.firstName || member.fullName;

  // Focus follows the next thing to do: the note when the form opens, the result once it is sent.
  useEffect(() => {
    if (focusAfter === 'note') form.setFocus('note');
    if (focusAfter === 'opener') openerRef.current?.focus();
    if (focusAfter === 'status') statusRef.current?.focus();
    if (focusAfter) setFocusAfter(null);
  }, [focusAfter, form]);

  const changeTo = (next: PairState) => {
    setState(next);
    setOpen(false);
    setFocusAfter('status');
    onStateChange?.(next);
  };

  const send = async (values: { toAttendeeId: string; note?: string }) => {
    setError(null);
    try {
      // A blank note is no note, as before: the request carries none.
      const result = await connect.mutateAsync({ toAttendeeId: values.toAttendeeId, note: values.note || undefined });
      notify.success(result.message);
      changeTo(result.state);
    } catch (failure) {
      // A refusal about the note goes under it; any other (the weekly limit, a member gone) above the buttons.
      if (!placeServerErrors(form, failure)) setError(errorMessage(failure));
    }
  };

  const cancel = () => {
    setOpen(false);
    setError(null);
    form.clearErrors();
    setFocusAfter('opener');
  };

  if (state.kind === 'sent' || state.kind === 'connected') {
    return (
      <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}>
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="inline-flex items-center gap-2 text-sm font-semibold text-success outline-none"
        >
          <Check className="size-4" aria-hidden="true" />
          {state.kind === 'sent' ? 'Request sent' : 'Connected'}
        </p>
        {state.kind === 'connected' ? (
          <Link
            to={ROUTES.connections}
            className="inline-flex min-h-6 items-center text-sm font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-deep"
          >
            See your connections
          </Link>
        ) : null}
      </div>
    );
  }

  if (state.kind === 'received') {
    const requestId = state.requestId;
    return (
      <div className={cn('grid gap-3', className)}>
        <p className="text-sm text-stone">{firstName} has asked to connect with you.</p>
        <Button
          className="justify-self-start"
          busy={accept.isPending}
          busyLabel="Connecting..."
          onClick={() =>
            accept.mutate(
              { id: requestId, action: 'accept' },
              {
                onSuccess: (result) => {
                  notify.success(result.message);
                  changeTo({ kind: 'connected', connectionId: requestId });
                },
                onError: (failure) => notify.error(errorMessage(failure)),
              },
            )
          }
        >
          <Check className="size-4" aria-hidden="true" />
          Accept request
        </Button>
      </div>
    );
  }

  if (!open) {
    return (
      <Button
        ref={openerRef}
        className={className}
        aria-expanded={false}
        aria-label={`Connect with ${member.fullName}`}
        onClick={() => {
          setOpen(true);
          setFocusAfter('note');
        }}
      >
        <UserPlus className="size-4" aria-hidden="true" />
        Connect
      </Button>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={send}
      className={cn('grid w-full gap-4 rounded-xl border border-line bg-cream/60 p-4 sm:p-5', className)}
      aria-label={`Connect with ${member.fullName}`}
    >
      {whyConnect ? <WhyConnect reason={whyConnect} compact /> : null}
      <NoteField
        name="note"
        label="Add a note"
        maxLength={MAX_CONNECTION_NOTE_LENGTH}
        placeholder={`What would you like to talk to ${firstName} about?`}
        hint={`${firstName} sees your note with your request. Neither of you sees the other’s email until you both agree.`}
      />
      {error ? (
        <Banner tone="error" className="mt-0">
          {error}
        </Banner>
      ) : null}
      <FormActions onCancel={cancel} cancelDisabled={form.formState.isSubmitting}>
        <SubmitButton variant="primary" busyLabel="Connecting...">
          <UserPlus className="size-4" aria-hidden="true" />
          Connect
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
