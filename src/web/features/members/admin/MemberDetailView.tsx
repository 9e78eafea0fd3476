// A member's detail (spec 2.5 tab 4): 'Back to List', the profile with its interests and summaries, the
// relative last-login text, the actions, and the audit entries about the member.
import { ArrowLeft, CalendarX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../common/contracts/account';
import { lastLoginRelative, MEMBER_TOASTS, type MemberDetail } from '../../../../common/contracts/members';
import { ErrorBanner } from '../../../components/ui/Banner';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { LoadingState } from '../../../components/ui/Spinner';

import { errorMessage } from '../../../lib/api';
import { formatDateTime, formatShortDate } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { useCancelMemberDeletion, useMemberDetail } from './api';
import { CANCEL_DELETION_BUTTON_ID, MemberActions } from './MemberActions';
import { memberName } from './member-name';
import { MemberStatus } from './MemberStatus';
import { EmailAddress } from '../../../components/ui/EmailAddress';

/** `extraRows`: rows other features add to the profile's list (dt/dd pairs), e.g. the connections count. */
export function MemberDetailView({
  attendeeId,
  onBack,
  extraRows,
}: {
  attendeeId: string;
  onBack: () => void;
  extraRows?: ReactNode;
}) {
  const detail = useMemberDetail(attendeeId);
  return (
    <div className="animate-rise">
      <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to List
      </Button>
      {detail.isPending ? (
        <LoadingState label="Loading member..." />
      ) : detail.isError ? (
        <ErrorBanner error={detail.error} fallback={MEMBER_TOASTS.loadUsersFailed} className="mt-6" />
      ) : (
        <DetailBody detail={detail.data} extraRows={extraRows} />
      )}
    </div>
  );
}

function DetailBody({
  detail: { member, activity, undeliverable, deletion },
  extraRows,
}: {
  detail: MemberDetail;
  extraRows?: ReactNode;
}) {
  const name = memberName(member);
  const rows: Array<[string, ReactNode]> = [
    [
      'Email',
      <>
        <EmailAddress key="email" address={member.email} />
        {undeliverable ? (
          <p className="mt-2 text-sm leading-6 text-danger">
            Emails are not arriving: the mail server refused this address on {formatDateTime(undeliverable.since)} (
            {undeliverable.code}: “{undeliverable.reason}”). No news is emailed to it until the member sends a check from their
            home.
          </p>
        ) : null}
      </>,
    ],
    ['Company', member.company || '—'],
    ['Job Title', member.jobTitle || '—'],
    ['Industry', member.industry || '—'],
    ['Joined', member.createdAtFormatted],
    [
      'Last login',
      member.lastLogin ? `${lastLoginRelative(member.lastLogin)} (${member.lastLoginFormatted})` : lastLoginRelative(null),
    ],
  ];
  return (
    <div className="mt-4 grid items-start gap-6 lg:grid-cols-[1.4fr_1fr]">
      <Card className="overflow-hidden">
        <div className="surface-dark flex flex-col gap-5 bg-ink px-6 py-6 text-cream sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <div className="flex min-w-0 items-center gap-4">
            <div
              className="grid size-14 shrink-0 place-items-center rounded-full bg-brand font-display text-2xl text-ink"
              aria-hidden="true"
            >
              {(member.firstName[0] ?? member.email[0] ?? '?').toUpperCase()}
            </div>
            <div className="min-w-0">
              <h2 className="truncate font-display text-2xl sm:text-3xl">{name}</h2>
              <p className="mt-1 text-sm text-mist">Last login: {lastLoginRelative(member.lastLogin)}</p>
            </div>
          </div>
          <MemberStatus member={member} />
        </div>
        <dl className="divide-y divide-line">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 px-6 py-4 sm:grid-cols-[9rem_1fr] sm:px-8">
              <dt className="eyebrow self-center text-stone">{label}</dt>
              <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
          {extraRows}
          <div className="grid gap-2 px-6 py-4 sm:grid-cols-[9rem_1fr] sm:px-8">
            <dt className="eyebrow pt-1.5 text-stone">Interests</dt>
            <dd>
              {member.interests.length ? (
                <ul className="flex flex-wrap gap-2">
                  {member.interests.map((i) => (
                    <li
                      key={i.name}
                      className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-deep ring-1 ring-brand/30"
                    >
                      {i.name}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-stone">None listed</span>
              )}
            </dd>
          </div>
          <div className="grid gap-2 px-6 py-4 sm:grid-cols-[9rem_1fr] sm:px-8">
            <dt className="eyebrow pt-1.5 text-stone">Summary</dt>
            <dd className="grid gap-3">
              {member.summaries.length ? (
                member.summaries.map((text, index) => (
                  <p key={index} className="leading-7 whitespace-pre-line text-ink">
                    {text}
                  </p>
                ))
              ) : (
                <span className="text-stone">No summary yet</span>
              )}
            </dd>
          </div>
        </dl>
        {deletion ? <WaitingDeletion email={member.email} name={name} deletion={deletion} /> : null}
        <div className="border-t border-line bg-cream/60 px-6 py-5 sm:px-8">
          <MemberActions member={member} deletionWaiting={deletion != null} />
        </div>
      </Card>

      <Card className="p-6 sm:p-8">
        <h3 className="font-display text-2xl">Activity</h3>
        {activity.length ? (
          <ol className="mt-5 grid gap-4 border-l border-line pl-5">
            {activity.map((entry) => (
              <li key={entry.id} className="relative">
                <span aria-hidden="true" className="absolute top-2 -left-[1.42rem] size-2 rotate-45 bg-brand" />
                <p className="font-semibold text-ink">{entry.label}</p>
                <p className="text-sm text-stone">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  {entry.actorEmail ? ` · ${entry.actorEmail}` : ''}
                </p>
                {entry.reason ? <p className="mt-1 text-sm text-ink">{entry.reason}</p> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-stone">No recorded activity yet.</p>
        )}
      </Card>
    </div>
  );
}

/** The account's deletion waiting its 14 days (decision 059), and the organisers' way to call it off. */
function WaitingDeletion({
  email,
  name,
  deletion,
}: {
  email: string;
  name: string;
  deletion: NonNullable<MemberDetail['deletion']>;
}) {
  const cancel = useCancelMemberDeletion();
  return (
    <div className="flex flex-wrap items-center gap-4 border-t border-danger/25 bg-danger-soft px-6 py-5 sm:px-8">
      <CalendarX2 className="size-5 shrink-0 text-danger" aria-hidden="true" />
      <p className="min-w-52 flex-1 text-sm leading-6 text-ink">
        <span className="font-semibold">Account deletion scheduled.</span>{' '}
        {deletion.byOrganiser ? 'An organiser asked for it. ' : 'They asked for it. '}
        Erased on {formatShortDate(deletion.eraseAt)} unless they sign in before then.
      </p>
      <Button
        id={CANCEL_DELETION_BUTTON_ID}
        variant="outline"
        size="sm"
        className="bg-paper"
        busy={cancel.isPending}
        busyLabel="Cancelling..."
        // Through the promise, not mutate's callbacks: once cancelled, the detail is read again and this notice
        // leaves the page, and mutate's callbacks are dropped with it (the toast would never show).
        onClick={() =>
          cancel.mutateAsync(email).then(
            (answer) => notify.success(answer.message),
            (error: unknown) => notify.error(errorMessage(error, ACCOUNT_MESSAGES.memberCancelFailed)),
          )
        }
      >
        Cancel deletion<span className="sr-only"> of {name}’s account</span>
      </Button>
    </div>
  );
}
