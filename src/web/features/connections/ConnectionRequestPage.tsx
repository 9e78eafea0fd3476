// /connections/requests/:id — where the request email's Accept and 'Not now' lead. Opening it decides
// nothing (a mail scanner following the link changes nothing): it shows the request with both choices,
// the one named in the link (?answer=accept or not-now) focused, and only pressing a button decides.
import { Check, CircleAlert, Mail, Send, X } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { ConnectionRequestView } from '../../../common/contracts/connections';
import { CONNECTION_MESSAGES as M } from '../../../common/contracts/connections';
import { ROUTES } from '../../../common/routes';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState, LoadFailed } from '../../components/ui/ListStates';
import { LoadingState } from '../../components/ui/Spinner';
import { DetailFrame } from '../../components/ui/DetailFrame';
import { WhyConnect } from '../../components/ui/WhyConnect';
import { isNotFound, errorMessage } from '../../lib/api';
import { formatShortDate } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { useConnectionRequest, useRequestAction } from './api';
import { PersonHeader } from './Person';

/** Focus lands on `ref` when it appears after the button that had focus went away (an answer replaced
 * the buttons), so the member hears the outcome and goes on from there. */
function useFocusIfLost(ref: RefObject<HTMLElement | null>, when = true) {
  useEffect(() => {
    if (when && (!document.activeElement || document.activeElement === document.body)) ref.current?.focus();
  }, [ref, when]);
}

export function ConnectionRequestPage() {
  const { id = '' } = useParams();
  const request = useConnectionRequest(id);
  usePageTitle(request.data ? `Request from ${request.data.person.fullName}` : 'Connection request');
  return (
    <DetailFrame back={{ to: ROUTES.connections, label: 'All connections' }} width="narrow">
      {request.isPending ? (
        <LoadingState label="Loading the request..." />
      ) : request.isError ? (
        isNotFound(request.error) ? (
          <Card>
            <h1 className="sr-only">Connection request</h1>
            <EmptyState icon={CircleAlert} title="This request is not here">
              It may have been for another account, or the member is no longer in the network. Your requests are all under
              Connections.
            </EmptyState>
          </Card>
        ) : (
          <>
            <h1 className="sr-only">Connection request</h1>
            <LoadFailed message={M.requestLoadFailed} read={request} />
          </>
        )
      ) : (
        <RequestCard view={request.data} />
      )}
    </DetailFrame>
  );
}

function RequestCard({ view }: { view: ConnectionRequestView }) {
  const { person } = view;
  const first = person.firstName || person.fullName;
  const heading =
    view.state === 'connected'
      ? `You and ${person.fullName} are connected`
      : view.side === 'received'
        ? `${person.fullName} would like to connect`
        : `Your request to ${person.fullName}`;
  return (
    <Card className="overflow-hidden">
      <div className="surface-dark bg-ink px-6 py-7 text-cream sm:px-8">
        <p className="eyebrow text-brand-bright">{view.side === 'received' ? 'Connection request' : 'Request you sent'}</p>
        <h1 className="mt-3 font-display text-3xl leading-tight [overflow-wrap:anywhere] sm:text-4xl">{heading}</h1>
        <p className="mt-2 text-sm text-mist">
          {view.side === 'received' ? 'Asked' : 'Sent'} on <time dateTime={view.sentAt}>{formatShortDate(view.sentAt)}</time>
        </p>
      </div>
      <div className="grid gap-6 p-6 sm:p-8">
        <PersonHeader person={person} level={2}>
          {person.industry ? (
            <Badge tone="brand" className="mt-3 max-w-full">
              <span className="truncate">{person.industry}</span>
            </Badge>
          ) : null}
        </PersonHeader>
        {view.note ? (
          <figure>
            <figcaption className="eyebrow text-stone">{view.side === 'received' ? `${first}’s note` : 'Your note'}</figcaption>
            <blockquote className="mt-2 border-l-2 border-brand/50 pl-4 leading-7 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
              {view.note}
            </blockquote>
          </figure>
        ) : null}
        {view.side === 'received' && view.reason ? <WhyConnect reason={view.reason} heading="p" /> : null}
        <Outcome view={view} />
      </div>
    </Card>
  );
}

/** What can still be done, or how it ended. */
function Outcome({ view }: { view: ConnectionRequestView }) {
  const first = view.person.firstName || view.person.fullName;
  if (view.state === 'connected') return <Connected email={view.email} first={first} />;
  if (view.state === 'closed') {
    return (
      <p className="rounded-xl border border-line bg-cream-2/60 p-5 text-stone" role="status">
        This request is no longer open.
      </p>
    );
  }
  if (view.side === 'sent') return <SentActions view={view} />;
  return <Answer view={view} />;
}

function Connected({ email, first }: { email: string | null; first: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusIfLost(ref);
  return (
    <div ref={ref} tabIndex={-1} className="rounded-xl border border-success/25 bg-success-soft p-5 outline-none" role="status">
      <p className="flex items-center gap-2 font-semibold text-success">
        <Check className="size-4" aria-hidden="true" />
        You are connected
      </p>
      {email ? (
        <p className="mt-2 text-ink">
          Write to {first} at{' '}
          <a
            href={`mailto:${email}`}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-deep underline decoration-brand/40 underline-offset-4 [overflow-wrap:anywhere]"
          >
            <Mail className="size-3.5 shrink-0" aria-hidden="true" />
            {email}
          </a>
        </p>
      ) : null}
    </div>
  );
}

function Answer({ view }: { view: Extract<ConnectionRequestView, { side: 'received' }> }) {
  const [params] = useSearchParams();
  const chosen = params.get('answer');
  const action = useRequestAction();
  const acceptRef = useRef<HTMLButtonElement>(null);
  const notNowRef = useRef<HTMLButtonElement>(null);
  const first = view.person.firstName || view.person.fullName;
  // After 'Not now' its button is gone: Accept, still possible, is next.
  useFocusIfLost(acceptRef, view.state === 'declined');
  // The button the email's link named is the one to press next; nothing is pressed for the member.
  useEffect(() => {
    if (view.state !== 'open') return;
    if (chosen === 'accept') acceptRef.current?.focus();
    if (chosen === 'not-now') notNowRef.current?.focus();
  }, [chosen, view.state]);

  const answer = (kind: 'accept' | 'decline') =>
    action.mutate(
      { id: view.id, action: kind },
      { onSuccess: (result) => notify.success(result.message), onError: (error) => notify.error(errorMessage(error)) },
    );

  return (
    <div className="grid gap-4">
      {view.state === 'declined' ? (
        <p className="rounded-xl border border-line bg-cream-2/60 p-4 text-sm leading-6 text-stone" role="status">
          You set this request aside. {first} has not been told, and you can still accept it until it expires.
        </p>
      ) : (
        <p className="text-sm leading-6 text-stone">
          If you accept, you are introduced by email and each of you sees the other’s address. If not now, {first} is not told.
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {view.state === 'open' ? (
          <Button
            ref={notNowRef}
            variant="outline"
            disabled={action.isPending}
            busy={action.isPending && action.variables?.action === 'decline'}
            busyLabel="Not now"
            onClick={() => answer('decline')}
          >
            <X className="size-4" aria-hidden="true" />
            Not now
          </Button>
        ) : null}
        <Button
          ref={acceptRef}
          disabled={action.isPending}
          busy={action.isPending && action.variables?.action === 'accept'}
          busyLabel="Connecting..."
          onClick={() => answer('accept')}
        >
          <Check className="size-4" aria-hidden="true" />
          Accept
        </Button>
      </div>
    </div>
  );
}

function SentActions({ view }: { view: Extract<ConnectionRequestView, { side: 'sent' }> }) {
  const action = useRequestAction();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="inline-flex items-center gap-2 font-semibold text-success" role="status">
        <Check className="size-4" aria-hidden="true" />
        Request sent
      </p>
      <Button
        variant="outline"
        busy={action.isPending}
        busyLabel="Withdrawing..."
        onClick={() =>
          action.mutate(
            { id: view.id, action: 'withdraw' },
            { onSuccess: (result) => notify.success(result.message), onError: (error) => notify.error(errorMessage(error)) },
          )
        }
      >
        <Send className="size-4" aria-hidden="true" />
        Withdraw request
      </Button>
    </div>
  );
}
