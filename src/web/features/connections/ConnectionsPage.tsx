// /connections (issue 17): the requests waiting for the member's answer (Accept, 'Not now'), their
// connections with each other's email, and the requests they sent ('Request sent', Withdraw). Each list
// is paged by the server; the connections are searched there too. Each connection can carry another
// feature's action (the conversations feature's 'Message'), passed in by app/.
import { Check, Inbox, Mail, Send, UserX, Users, X } from 'lucide-react';
import { useRef, useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import {
  CONNECTIONS_PAGE_SIZE,
  type Connection,
  type ReceivedRequest,
  type SentRequest,
} from '../../../common/contracts/connections';
import { CONNECTION_MESSAGES as M } from '../../../common/contracts/connections';
import { ROUTES } from '../../../common/routes';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog, ConfirmRemove } from '../../components/ui/ConfirmDialog';
import { EmptyState, LoadFailed } from '../../components/ui/ListStates';
import { RangePager } from '../../components/ui/RangePager';
import { RowAction } from '../../components/ui/RowAction';
import { SearchField } from '../../components/ui/SearchField';
import { LoadingState } from '../../components/ui/Spinner';
import { useLastPage } from '../../components/ui/use-last-page';
import { useListSearch } from '../../components/ui/use-list-search';
import { ArrowLink } from '../../components/ui/ArrowLink';
import { WhyConnect } from '../../components/ui/WhyConnect';
import { errorMessage } from '../../lib/api';
import { formatShortDate } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { useConnections, useReceivedRequests, useRemoveConnection, useRequestAction, useSentRequests } from './api';
import { Initial, PersonHeader, roleOf } from './Person';

/** What another feature offers on each of the member's connections (app/ composes it). */
export type ConnectionActionSlot = (person: Connection['person']) => ReactNode;

export function ConnectionsPage({ messageAction }: { messageAction?: ConnectionActionSlot } = {}) {
  usePageTitle('Connections');
  return (
    <div className="animate-rise">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow text-brand-deep">Connections</p>
          <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">Your introductions</h1>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
            Members meet here when both agree. Email addresses are shared only then, with the two of you alone.
          </p>
        </div>
        <ArrowLink to={ROUTES.recommendations} className="shrink-0 self-start sm:self-auto">
          Find people to meet
        </ArrowLink>
      </header>
      <ReceivedSection />
      <ConnectionsSection messageAction={messageAction} />
      <SentSection />
    </div>
  );
}

/** A section's heading with its count; focus lands here when its list empties under the member's hand. */
function SectionHeading({
  id,
  title,
  count,
  headingRef,
}: {
  id: string;
  title: string;
  count?: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <h2 id={id} ref={headingRef} tabIndex={-1} className="flex items-center gap-3 font-display text-2xl outline-none sm:text-3xl">
      {title}
      {count ? (
        <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-ink px-2.5 py-0.5 font-sans text-sm font-bold text-cream tabular-nums">
          {count}
        </span>
      ) : null}
    </h2>
  );
}

type ListQuery = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/** Loading, a failure with a retry, or the list. */
function ListBody({ query, children }: { query: ListQuery; children: ReactNode }) {
  if (query.isPending) return <LoadingState label={M.loading} className="py-10" />;
  if (query.isError) return <LoadFailed message={M.loadFailed} read={query} />;
  return <>{children}</>;
}

function usePage() {
  const [page, setPage] = useState(1);
  return [page, setPage] as const;
}

// ---------------------------------------------------------------------------------------------------

function ReceivedSection() {
  const [page, setPage] = usePage();
  const list = useReceivedRequests(page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = list.data?.total ?? 0;
  // A page emptied by answering its last request shows the one before.
  useLastPage(list, page, setPage);
  return (
    <section aria-labelledby="requests-heading" className="mt-12">
      <SectionHeading id="requests-heading" title="Requests" count={total} headingRef={headingRef} />
      <p className="mt-2 text-stone">Members who would like to be introduced to you. Saying ‘Not now’ is never told to them.</p>
      <div className="mt-6">
        <ListBody query={list}>
          {list.data && list.data.items.length === 0 ? (
            <EmptyState icon={Inbox} title="No requests waiting" boxed>
              When a member asks to connect with you, their request appears here and you get an email.
            </EmptyState>
          ) : (
            <>
              <ul className="grid gap-5 lg:grid-cols-2">
                {list.data?.items.map((request, index, items) => (
                  <li key={request.id}>
                    <ReceivedCard
                      request={request}
                      nextId={items[index + 1]?.id ?? items[index - 1]?.id}
                      headingRef={headingRef}
                    />
                  </li>
                ))}
              </ul>
              <PagerFor label="Request pages" noun="requests" list={list} page={page} onPage={setPage} />
            </>
          )}
        </ListBody>
      </div>
    </section>
  );
}

function ReceivedCard({
  request,
  nextId,
  headingRef,
}: {
  request: ReceivedRequest;
  nextId?: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const action = useRequestAction();
  const { from } = request;
  const answer = (kind: 'accept' | 'decline') =>
    action.mutate(
      { id: request.id, action: kind },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          // Next: the following request's Accept, or the list's heading once none is left.
          const next = nextId ? document.querySelector<HTMLButtonElement>(`[data-accept="${nextId}"]`) : null;
          (next ?? headingRef.current)?.focus();
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  return (
    <Card className="flex h-full flex-col p-6 sm:p-7">
      <PersonHeader person={from}>
        <p className="mt-1 text-xs text-stone">
          Asked on <time dateTime={request.sentAt}>{formatShortDate(request.sentAt)}</time>
        </p>
        {from.industry ? (
          <Badge tone="brand" className="mt-3 max-w-full">
            <span className="truncate">{from.industry}</span>
          </Badge>
        ) : null}
      </PersonHeader>
      {request.note ? (
        <figure className="mt-5">
          <figcaption className="eyebrow text-stone">{from.firstName || from.fullName}’s note</figcaption>
          <blockquote className="mt-2 border-l-2 border-brand/50 pl-4 leading-7 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            {request.note}
          </blockquote>
        </figure>
      ) : null}
      {request.reason ? <WhyConnect reason={request.reason} heading="p" compact className="mt-5" /> : null}
      <div className="mt-auto flex flex-col-reverse gap-3 pt-6 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={action.isPending}
          busy={action.isPending && action.variables?.action === 'decline'}
          busyLabel="Not now"
          aria-label={`Not now: set aside ${from.fullName}’s request`}
          onClick={() => answer('decline')}
        >
          <X className="size-4" aria-hidden="true" />
          Not now
        </Button>
        <Button
          data-accept={request.id}
          disabled={action.isPending}
          busy={action.isPending && action.variables?.action === 'accept'}
          busyLabel="Connecting..."
          aria-label={`Accept ${from.fullName}’s request`}
          onClick={() => answer('accept')}
        >
          <Check className="size-4" aria-hidden="true" />
          Accept
        </Button>
      </div>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------------

function ConnectionsSection({ messageAction }: { messageAction?: ConnectionActionSlot }) {
  const listSearch = useListSearch();
  const { search, page, setPage } = listSearch;
  const list = useConnections(page, search);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<Connection | null>(null);
  const remove = useRemoveConnection();
  const total = list.data?.total ?? 0;
  const searching = search !== '';
  useLastPage(list, page, setPage);

  return (
    <section aria-labelledby="connections-heading" className="mt-14">
      <SectionHeading
        id="connections-heading"
        title="Your connections"
        count={searching ? undefined : total}
        headingRef={headingRef}
      />
      <p className="mt-2 text-stone">Members you have both agreed to meet. Write to them directly.</p>
      {total > 0 || searching || listSearch.text ? (
        <SearchField
          className="mt-6 max-w-xl"
          label="Search your connections"
          placeholder="Name, company or email"
          search={listSearch}
          busy={list.isFetching}
        />
      ) : null}
      <div className="mt-6">
        <ListBody query={list}>
          {list.data && list.data.items.length === 0 ? (
            searching ? (
              <EmptyState icon={Users} title="No connections match" boxed>
                Nothing matches “{search}”. Try part of a name, a company or an email address.
              </EmptyState>
            ) : (
              <EmptyState icon={Users} title="No connections yet" boxed>
                Accept a request above, or connect with one of your{' '}
                <Link
                  to={ROUTES.recommendations}
                  className="font-semibold text-ink underline decoration-brand underline-offset-4"
                >
                  recommended members
                </Link>
                .
              </EmptyState>
            )
          ) : (
            <Card className="overflow-hidden">
              <ul className="divide-y divide-line">
                {list.data?.items.map((connection) => (
                  <li key={connection.id} className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:gap-5 sm:px-7">
                    <div className="flex min-w-0 flex-1 items-start gap-4">
                      <Initial person={connection.person} />
                      <div className="min-w-0">
                        <p className="font-semibold text-ink [overflow-wrap:anywhere]">{connection.person.fullName}</p>
                        <p className="text-sm text-stone [overflow-wrap:anywhere]">{roleOf(connection.person)}</p>
                        {/* Absent when this connection shows their address only to the organisers. */}
                        {connection.person.email ? (
                          <a
                            href={`mailto:${connection.person.email}`}
                            className="mt-1 inline-flex min-h-6 items-center gap-1.5 text-sm font-medium text-brand-deep underline decoration-brand/40 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-brand-deep"
                          >
                            <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                            {connection.person.email}
                          </a>
                        ) : null}
                      </div>
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 sm:justify-end">
                      <p className="text-xs text-stone">
                        Connected <time dateTime={connection.connectedAt}>{formatShortDate(connection.connectedAt)}</time>
                      </p>
                      {messageAction?.(connection.person)}
                      <RowAction
                        icon={UserX}
                        label="Remove"
                        subject={connection.person.fullName}
                        tone="danger"
                        onClick={() => setRemoving(connection)}
                      />
                    </div>
                  </li>
                ))}
              </ul>
              <PagerFor label="Connection pages" noun="connections" list={list} page={page} onPage={setPage} placement="card" />
            </Card>
          )}
        </ListBody>
      </div>
      <ConfirmRemove
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing?.person.fullName ?? ''}?`}
        description="You will no longer see each other under Your connections. Either of you may ask to connect again later."
        busy={remove.isPending}
        icon={UserX}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          headingRef.current?.focus();
        }}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (result) => notify.success(result.message),
            onError: (error) => notify.error(errorMessage(error)),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------

function SentSection() {
  const [page, setPage] = usePage();
  const list = useSentRequests(page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [withdrawing, setWithdrawing] = useState<SentRequest | null>(null);
  const action = useRequestAction();
  const total = list.data?.total ?? 0;
  useLastPage(list, page, setPage);
  return (
    <section aria-labelledby="sent-heading" className="mt-14">
      <SectionHeading id="sent-heading" title="Requests you sent" count={total} headingRef={headingRef} />
      <p className="mt-2 text-stone">Each stays open for 30 days.</p>
      <div className="mt-6">
        <ListBody query={list}>
          {list.data && list.data.items.length === 0 ? (
            <EmptyState icon={Send} title="No requests waiting for an answer" boxed>
              Connect with a member and your request waits here until they accept.
            </EmptyState>
          ) : (
            <Card className="overflow-hidden">
              <ul className="divide-y divide-line">
                {list.data?.items.map((request) => (
                  <li key={request.id} className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:gap-5 sm:px-7">
                    <div className="flex min-w-0 flex-1 items-start gap-4">
                      <Initial person={request.to} />
                      <div className="min-w-0">
                        <p className="font-semibold text-ink [overflow-wrap:anywhere]">{request.to.fullName}</p>
                        <p className="text-sm text-stone [overflow-wrap:anywhere]">{roleOf(request.to)}</p>
                        <p className="mt-1 text-xs text-stone">
                          Sent <time dateTime={request.sentAt}>{formatShortDate(request.sentAt)}</time>
                        </p>
                      </div>
                    </div>
                    <div className="flex items-center justify-between gap-4 sm:justify-end">
                      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-success">
                        <Check className="size-4" aria-hidden="true" />
                        Request sent
                      </span>
                      <RowAction
                        icon={X}
                        label="Withdraw"
                        subject={`your request to ${request.to.fullName}`}
                        onClick={() => setWithdrawing(request)}
                      />
                    </div>
                  </li>
                ))}
              </ul>
              <PagerFor label="Sent request pages" noun="requests" list={list} page={page} onPage={setPage} placement="card" />
            </Card>
          )}
        </ListBody>
      </div>
      <ConfirmDialog
        open={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={`Withdraw your request to ${withdrawing?.to.fullName ?? ''}?`}
        description="They will no longer be able to accept it. You may connect with them again later."
        confirmLabel="Withdraw"
        busyLabel="Withdrawing..."
        busy={action.isPending}
        tone="dark"
        icon={Send}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          headingRef.current?.focus();
        }}
        onConfirm={() =>
          withdrawing &&
          action.mutate(
            { id: withdrawing.id, action: 'withdraw' },
            {
              onSuccess: (result) => notify.success(result.message),
              onError: (error) => notify.error(errorMessage(error)),
              onSettled: () => setWithdrawing(null),
            },
          )
        }
      />
    </section>
  );
}

type PagerForProps = Pick<ComponentProps<typeof RangePager>, 'label' | 'noun' | 'page' | 'onPage' | 'placement'> & {
  list: { data?: { total: number }; isFetching: boolean };
};

/** The range pager of a Connections list, pages of CONNECTIONS_PAGE_SIZE, once it has more than one: under the
 * list, or at its card's foot. */
function PagerFor({ list, placement = 'plain', ...pager }: PagerForProps) {
  const total = list.data?.total ?? 0;
  if (total <= CONNECTIONS_PAGE_SIZE) return null;
  return (
    <div className={placement === 'plain' ? 'mt-6' : undefined}>
      <RangePager {...pager} total={total} busy={list.isFetching} pageSize={CONNECTIONS_PAGE_SIZE} placement={placement} />
    </div>
  );
}
