// The admin home, 'Needs attention' (decision 039): the dashboard's first tab. What waits for the
// organisers, oldest first (questions past the response target say so in words), this week's events with
// their Going and check-ins, and the introductions members accepted this week. Every line is one click
// from the place to act: the question itself in Conversations, or the tab that holds the rest.
import {
  AlertTriangle,
  BellRing,
  CalendarDays,
  ChevronRight,
  Coffee,
  Flag,
  KeyRound,
  MessagesSquare,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ATTENTION_MESSAGES as M,
  type EventThisWeek,
  type NeedsAttention,
  type WaitingAccessRequest,
  type WaitingQuestion,
} from '../../../../common/contracts/attention';
import { formatDuration } from '../../../../common/contracts/inbox';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { LoadFailed } from '../../../components/ui/ListStates';
import { PanelHeading } from '../../../components/ui/PanelHeading';
import { PersonInitial } from '../../../components/ui/PersonInitial';
import { LoadingState } from '../../../components/ui/Spinner';
import { useNeedsAttention } from './api';
import { EmailAddress } from '../../../components/ui/EmailAddress';

/** Where each line leads: the dashboard's tabs (?tab=), and a question's own entry in Conversations. */
export const ATTENTION_LINKS = {
  question: (id: string) => `?tab=conversations&entry=${encodeURIComponent(id)}`,
  conversations: '?tab=conversations',
  accessRequests: '?tab=magic-links',
  events: '?tab=events',
  introductions: '?tab=introductions',
  reports: '?tab=reports',
} as const;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const waitedFor = (iso: string) => formatDuration(Math.max(0, (Date.now() - new Date(iso).getTime()) / 1000));
const eventTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const rowLink =
  'group flex items-start gap-4 px-5 py-4 transition-colors hover:bg-cream/70 focus-visible:outline-offset-[-3px] sm:px-6';

function Figure({
  to,
  icon: Icon,
  value,
  label,
  note,
  urgent,
}: {
  to: string;
  icon: LucideIcon;
  value: number;
  label: string;
  note?: string;
  urgent?: boolean;
}) {
  return (
    <li>
      <Link
        to={{ search: to }}
        className="group flex h-full flex-col rounded-2xl border border-line bg-paper p-4 shadow-card transition hover:-translate-y-px hover:border-ink/25 sm:p-5"
      >
        <span className="flex items-center justify-between gap-2">
          <Icon className="size-4 text-brand-deep" aria-hidden="true" />
          <ChevronRight className="size-4 text-stone/60 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </span>
        <span className="mt-3 font-display text-4xl leading-none text-ink tabular-nums">{value}</span>
        <span className="mt-2 text-sm leading-5 font-semibold text-ink">{label}</span>
        {note ? (
          <span className={cn('mt-1 text-xs leading-5', urgent ? 'font-semibold text-danger' : 'text-stone')}>{note}</span>
        ) : null}
      </Link>
    </li>
  );
}

function Section({
  id,
  icon: Icon,
  title,
  count,
  footer,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  count: number;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="flex items-center gap-3 border-b border-line px-5 py-4 sm:px-6">
        <Icon className="size-5 text-brand-deep" aria-hidden="true" />
        <h3 id={id} className="font-display text-xl text-ink">
          {title}
        </h3>
        <span className="ml-auto rounded-full bg-cream-2 px-2.5 py-0.5 text-sm font-semibold text-ink tabular-nums">{count}</span>
      </div>
      <div className="flex-1">{children}</div>
      {footer ? <div className="border-t border-line bg-cream/50 px-5 py-3 sm:px-6">{footer}</div> : null}
    </Card>
  );
}

function SeeAll({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={{ search: to }}
      className="inline-flex min-h-8 items-center gap-1 text-sm font-semibold text-brand-deep underline-offset-4 hover:underline"
    >
      {children}
      <ChevronRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

function QuestionRow({ question, targetHours }: { question: WaitingQuestion; targetHours: number }) {
  return (
    <li>
      <Link to={{ search: ATTENTION_LINKS.question(question.id) }} className={rowLink}>
        <PersonInitial name={question.name} size="sm" tone="soft" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold text-ink">{question.name}</span>{' '}
            <span className={cn('text-sm', question.pastTarget ? 'font-semibold text-danger' : 'text-stone')}>
              Waiting {waitedFor(question.askedAt)}
            </span>{' '}
            {question.pastTarget ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-danger px-2 py-0.5 text-[0.68rem] font-semibold tracking-wide text-white">
                <AlertTriangle className="size-3" aria-hidden="true" />
                Past the {targetHours} h target
              </span>
            ) : null}
          </span>
          {question.excerpt ? (
            <span className="mt-1 line-clamp-2 block text-sm leading-6 text-stone">{question.excerpt}</span>
          ) : null}
        </span>
        <ChevronRight className="mt-2 size-4 shrink-0 text-stone/60 group-hover:text-ink" aria-hidden="true" />
      </Link>
    </li>
  );
}

function AccessRequestRow({ request }: { request: WaitingAccessRequest }) {
  return (
    <li>
      <Link to={{ search: ATTENTION_LINKS.accessRequests }} className={rowLink}>
        <PersonInitial name={request.name ?? request.email} size="sm" tone="soft" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">{request.name ?? request.email}</span>
          {request.name ? <EmailAddress className="block text-sm text-stone" address={request.email} /> : null}
          <span className="mt-0.5 block text-xs text-stone">Asked {waitedFor(request.requestedAt)} ago</span>
        </span>
        <ChevronRight className="mt-2 size-4 shrink-0 text-stone/60 group-hover:text-ink" aria-hidden="true" />
      </Link>
    </li>
  );
}

function EventRow({ event }: { event: EventThisWeek }) {
  const full = event.capacity !== null && event.going >= event.capacity;
  return (
    <li>
      <Link to={{ search: ATTENTION_LINKS.events }} className={rowLink}>
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink text-brand-bright">
          <CalendarDays className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">{event.title}</span>
          <span className="block text-sm text-stone">{eventTime.format(new Date(event.date))}</span>
          <span className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
            <span className={cn('rounded-full px-2.5 py-1', full ? 'bg-ink text-cream' : 'bg-cream-2 text-ink')}>
              {event.capacity === null ? `${event.going} going` : `${event.going} of ${event.capacity} going`}
            </span>
            {event.waitlist > 0 ? (
              <span className="rounded-full bg-cream-2 px-2.5 py-1 text-ink">{event.waitlist} on the waitlist</span>
            ) : null}
            {event.started ? (
              <span className="rounded-full bg-success-soft px-2.5 py-1 text-success">{event.checkedIn} checked in</span>
            ) : null}
          </span>
        </span>
        <ChevronRight className="mt-2 size-4 shrink-0 text-stone/60 group-hover:text-ink" aria-hidden="true" />
      </Link>
    </li>
  );
}

function AllClear({ compact = false }: { compact?: boolean }) {
  return (
    <Card className={cn('flex flex-col items-center text-center', compact ? 'px-6 py-8' : 'px-6 py-14')}>
      <span className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand-deep">
        <Coffee className="size-5" aria-hidden="true" />
      </span>
      <p className="mt-4 font-display text-2xl text-ink">Nothing needs you right now</p>
      <p className="mt-1 max-w-md text-stone">
        Every question has its answer and no one is waiting to join. New ones show up here the moment they arrive.
      </p>
    </Card>
  );
}

function Overview({ data }: { data: NeedsAttention }) {
  const { questions, accessRequests, events, introductions, messageReports } = data;
  return (
    <ul aria-label="At a glance" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <Figure
        to={ATTENTION_LINKS.conversations}
        icon={MessagesSquare}
        value={questions.total}
        label={plural(questions.total, 'Question waiting', 'Questions waiting')}
        note={questions.pastTarget > 0 ? `${questions.pastTarget} past the ${questions.targetHours} h target` : undefined}
        urgent
      />
      <Figure
        to={ATTENTION_LINKS.accessRequests}
        icon={KeyRound}
        value={accessRequests.total}
        label={plural(accessRequests.total, 'Access request', 'Access requests')}
      />
      <Figure
        to={ATTENTION_LINKS.reports}
        icon={Flag}
        value={messageReports.total}
        label={plural(messageReports.total, 'Reported message', 'Reported messages')}
        note={messageReports.total > 0 ? 'Waiting for a decision' : undefined}
        urgent
      />
      <Figure
        to={ATTENTION_LINKS.events}
        icon={CalendarDays}
        value={events.total}
        label={plural(events.total, 'Event this week', 'Events this week')}
      />
      <Figure
        to={ATTENTION_LINKS.introductions}
        icon={UserPlus}
        value={introductions.acceptedThisWeek}
        label={plural(introductions.acceptedThisWeek, 'Introduction accepted', 'Introductions accepted')}
        note="This week"
      />
    </ul>
  );
}

function Waiting({ data }: { data: NeedsAttention }) {
  const { questions, accessRequests } = data;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Section
        id="attention-questions"
        icon={MessagesSquare}
        title="Questions waiting"
        count={questions.total}
        footer={
          <SeeAll to={ATTENTION_LINKS.conversations}>
            {questions.total > questions.oldest.length ? `All ${questions.total} in Conversations` : 'Open Conversations'}
          </SeeAll>
        }
      >
        {questions.oldest.length > 0 ? (
          <ul aria-labelledby="attention-questions" className="divide-y divide-line">
            {questions.oldest.map((question) => (
              <QuestionRow key={question.id} question={question} targetHours={questions.targetHours} />
            ))}
          </ul>
        ) : (
          <p className="px-5 py-6 text-stone sm:px-6">Every question has its answer.</p>
        )}
      </Section>
      <Section
        id="attention-requests"
        icon={KeyRound}
        title="Access requests"
        count={accessRequests.total}
        footer={
          <SeeAll to={ATTENTION_LINKS.accessRequests}>
            {accessRequests.total > accessRequests.oldest.length
              ? `All ${accessRequests.total} in Magic Links`
              : 'Open Magic Links'}
          </SeeAll>
        }
      >
        {accessRequests.oldest.length > 0 ? (
          <ul aria-labelledby="attention-requests" className="divide-y divide-line">
            {accessRequests.oldest.map((request) => (
              <AccessRequestRow key={request.id} request={request} />
            ))}
          </ul>
        ) : (
          <p className="px-5 py-6 text-stone sm:px-6">No one is waiting to join.</p>
        )}
      </Section>
    </div>
  );
}

export function NeedsAttentionPanel() {
  const query = useNeedsAttention();
  const heading = <PanelHeading icon={BellRing} title="Needs attention" summary="What is waiting for you, oldest first." />;
  if (query.isPending) {
    return (
      <div className="grid gap-6">
        {heading}
        <LoadingState label="Looking for what needs you..." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid gap-6">
        {heading}
        <LoadFailed message={M.loadFailed} read={query} />
      </div>
    );
  }
  const data = query.data;
  const nothingWaits = data.questions.total === 0 && data.accessRequests.total === 0 && data.messageReports.total === 0;
  const quietWeek = data.events.total === 0 && data.introductions.acceptedThisWeek === 0;
  return (
    <div className="grid gap-6">
      {heading}
      {nothingWaits && quietWeek ? (
        <AllClear />
      ) : (
        <>
          <Overview data={data} />
          {nothingWaits ? <AllClear compact /> : <Waiting data={data} />}
          {data.events.total > 0 ? (
            <Section
              id="attention-events"
              icon={CalendarDays}
              title="This week’s events"
              count={data.events.total}
              footer={
                <SeeAll to={ATTENTION_LINKS.events}>
                  {data.events.total > data.events.items.length ? `All ${data.events.total} in Events` : 'Open Events'}
                </SeeAll>
              }
            >
              <ul aria-labelledby="attention-events" className="divide-y divide-line">
                {data.events.items.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </ul>
            </Section>
          ) : null}
        </>
      )}
    </div>
  );
}
