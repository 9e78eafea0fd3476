// The dashboard's Health tab (issue 20 item 3, decision 030): how people join (the funnel of those who asked
// in the last 30 or 90 days), meet (introductions, events) and come back (members active each week). The
// period is kept in the address (?tab=health&days=90). Every figure is a button that opens the people or
// records it counts, paged, from the same SQL as the count.
import { CalendarCheck, HeartPulse, UserPlus, UserRoundSearch, Users } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  COMMUNITY_HEALTH_MESSAGES as M,
  DEFAULT_HEALTH_WINDOW,
  formatHealthShare,
  HEALTH_FIGURES,
  type ActiveWeek,
  type CommunityHealth,
  type HealthFigure,
  type HealthWindow,
} from '../../../../common/contracts/community-health';
import { AdminPanel } from '../../../components/ui/AdminPanel';
import { cn } from '../../../components/ui/cn';
import { EmptyState, ReadStates } from '../../../components/ui/ListStates';
import { Modal } from '../../../components/ui/Modal';
import { RangePager } from '../../../components/ui/RangePager';
import { formatShortDate } from '../../../lib/format-date';
import { HEALTH_LIST_PAGE_SIZE, useCommunityHealth, useHealthList } from './api';
import { EmailAddress } from '../../../components/ui/EmailAddress';

type OpenList = { figure: HealthFigure; week?: ActiveWeek };

/** The window the tab shows (?days=90, else 30): the tab's other cards follow it. */
export const readDays = (params: URLSearchParams): HealthWindow => (params.get('days') === '90' ? 90 : DEFAULT_HEALTH_WINDOW);
/** A week's Monday ('2026-11-16') as a date to format: midday UTC is the same calendar day everywhere. */
const weekDate = (weekStart: string) => `${weekStart}T12:00:00Z`;
const weekLabel = (week: ActiveWeek) =>
  week.current ? 'This week so far' : `Week of ${formatShortDate(weekDate(week.weekStart))}`;

export function CommunityHealthTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const days = readDays(searchParams);
  const query = useCommunityHealth(days);
  // The list last opened stays mounted while closed, so the dialog can hand focus back to its figure.
  const [open, setOpen] = useState<OpenList | null>(null);
  const [listShown, setListShown] = useState(false);
  // The dialog has no Radix trigger to return focus to: the figure that opened it takes it back.
  const opener = useRef<HTMLElement | null>(null);
  const showList = (next: OpenList) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(next);
    setListShown(true);
  };
  const closeList = () => {
    setListShown(false);
    window.setTimeout(() => opener.current?.focus(), 0);
  };

  const setDays = (next: HealthWindow) => {
    const params = new URLSearchParams(searchParams);
    if (next === DEFAULT_HEALTH_WINDOW) params.delete('days');
    else params.set('days', String(next));
    setSearchParams(params, { replace: true });
  };

  return (
    <AdminPanel
      compact
      icon={HeartPulse}
      title="Community health"
      summary="How the community is joining, meeting and coming back."
      aside={<PeriodSwitch days={days} onChange={setDays} />}
    >
      <ReadStates read={query} loadingLabel="Loading the community’s health..." failedMessage={M.loadFailed} inset>
        {(figures) => (
          <div
            aria-busy={query.isPlaceholderData || undefined}
            className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
          >
            <p className="sr-only" aria-live="polite">
              {query.isPlaceholderData ? '' : `Showing the last ${figures.days} days.`}
            </p>
            <Figures figures={figures} onOpen={showList} />
          </div>
        )}
      </ReadStates>

      {open ? (
        <FigureList
          key={`${open.figure}-${open.week?.weekStart ?? ''}-${days}`}
          days={days}
          open={open}
          shown={listShown}
          onClose={closeList}
        />
      ) : null}
    </AdminPanel>
  );
}

function PeriodSwitch({ days, onChange }: { days: HealthWindow; onChange: (days: HealthWindow) => void }) {
  return (
    <div
      role="group"
      aria-label="Period"
      className="inline-flex self-start rounded-full border border-line bg-cream/60 p-1 lg:self-auto"
    >
      {([30, 90] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={days === option}
          onClick={() => onChange(option)}
          className={cn(
            'h-10 rounded-full px-5 text-sm font-semibold transition-colors',
            days === option ? 'bg-ink text-cream' : 'text-stone hover:text-ink',
          )}
        >
          Last {option} days
        </button>
      ))}
    </div>
  );
}

/** A figure as a row: its label, its count, what share it is, and a bar; the whole row opens its list. */
function BarRow({
  label,
  count,
  max,
  share,
  onOpen,
  tone = 'brand',
}: {
  label: string;
  count: number;
  max: number;
  share?: ReactNode;
  onOpen: () => void;
  tone?: 'brand' | 'ink';
}) {
  const width = max === 0 ? 0 : Math.max(count > 0 ? 1.5 : 0, (count / max) * 100);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="group block w-full rounded-xl px-3 py-2.5 text-left transition-colors hover:bg-cream-2/70"
      >
        <span className="flex items-baseline justify-between gap-4">
          <span className="min-w-0 font-semibold text-ink group-hover:underline">{label}</span>
          <span className="font-display text-xl leading-none text-ink tabular-nums">{count.toLocaleString('en-US')}</span>
        </span>
        <span aria-hidden="true" className="mt-2 block h-2.5 overflow-hidden rounded-full bg-cream-2">
          <span
            className={cn('block h-full rounded-full', tone === 'brand' ? 'bg-brand' : 'bg-ink')}
            style={{ width: `${width}%` }}
          />
        </span>
        {share ? (
          <span className="mt-1.5 block text-sm text-stone tabular-nums">
            <span className="sr-only">, </span>
            {share}
          </span>
        ) : null}
        <span className="sr-only">: show the list</span>
      </button>
    </li>
  );
}

function Section({
  id,
  icon: Icon,
  title,
  note,
  children,
  className,
}: {
  id: string;
  icon: typeof Users;
  title: string;
  note: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('min-w-0', className)}>
      <div className="flex items-center gap-3 px-3">
        <Icon className="size-5 shrink-0 text-brand-deep" aria-hidden="true" />
        <h3 id={id} className="font-display text-xl text-ink">
          {title}
        </h3>
      </div>
      <p className="mt-1 px-3 text-sm text-stone">{note}</p>
      {children}
    </section>
  );
}

function Figures({ figures, onOpen }: { figures: CommunityHealth; onOpen: (open: OpenList) => void }) {
  const { counts } = figures;
  const label = (figure: HealthFigure) => HEALTH_FIGURES[figure].label;
  const row = (figure: Exclude<HealthFigure, 'weeklyActive'>, max: number, share?: ReactNode, tone?: 'brand' | 'ink') => (
    <BarRow
      key={figure}
      label={label(figure)}
      count={counts[figure]}
      max={max}
      share={share}
      tone={tone}
      onOpen={() => onOpen({ figure })}
    />
  );
  const of = (part: number, whole: number, what: string) => `${formatHealthShare(part, whole)} of ${what}`;
  const since = formatShortDate(figures.since);
  const maxWeek = Math.max(1, ...figures.weeks.map((week) => week.active));

  return (
    <div className="grid gap-x-10 gap-y-10 p-5 sm:p-7 lg:grid-cols-2">
      <Section
        id="health-joining"
        icon={UserRoundSearch}
        title="Joining"
        note={`People who asked to join since ${since}, and how far they have come.`}
      >
        <ol className="mt-3 space-y-1">
          {row('requested', counts.requested)}
          {row('approved', counts.requested, of(counts.approved, counts.requested, 'asked'))}
          {row('signedUp', counts.requested, of(counts.signedUp, counts.approved, 'approved'))}
          {row('profileComplete', counts.requested, of(counts.profileComplete, counts.signedUp, 'signed up'))}
        </ol>
        <h4 className="mt-5 px-3 text-xs font-semibold tracking-[0.14em] text-stone uppercase">Then, of those who signed up</h4>
        <ul className="mt-2 space-y-1">
          {row('firstQuestion', counts.requested, of(counts.firstQuestion, counts.signedUp, 'signed up'), 'ink')}
          {row('firstIntroduction', counts.requested, of(counts.firstIntroduction, counts.signedUp, 'signed up'), 'ink')}
          {row('firstRsvp', counts.requested, of(counts.firstRsvp, counts.signedUp, 'signed up'), 'ink')}
        </ul>
        <p className="mt-3 px-3 text-xs text-stone">
          Of everyone who asked: {formatHealthShare(counts.signedUp, counts.requested)} signed up,{' '}
          {formatHealthShare(counts.profileComplete, counts.requested)} completed their profile.
        </p>
      </Section>

      <div className="flex min-w-0 flex-col gap-10">
        <Section
          id="health-introductions"
          icon={UserPlus}
          title="Introductions"
          note={`Requests sent since ${since}, and how many were accepted.`}
        >
          <ul className="mt-3 space-y-1">
            {row('introductionsRequested', counts.introductionsRequested)}
            {row(
              'introductionsAccepted',
              counts.introductionsRequested,
              of(counts.introductionsAccepted, counts.introductionsRequested, 'requested'),
            )}
          </ul>
        </Section>
        <Section
          id="health-events"
          icon={CalendarCheck}
          title="Events"
          note={`Members Going to the events held since ${since}, and who came.`}
        >
          <ul className="mt-3 space-y-1">
            {row('rsvpsGoing', counts.rsvpsGoing)}
            {row('rsvpsAttended', counts.rsvpsGoing, of(counts.rsvpsAttended, counts.rsvpsGoing, 'going'))}
          </ul>
        </Section>
      </div>

      <Section
        id="health-active"
        icon={Users}
        title="Weekly active members"
        note="Members who signed in, asked, answered an event or an introduction, each week (Monday to Sunday)."
        className="lg:col-span-2"
      >
        <div className="mt-4 grid gap-3 px-3 sm:grid-cols-2">
          <button
            type="button"
            onClick={() => onOpen({ figure: 'weeklyActive', week: figures.lastWeek })}
            className="rounded-xl border border-line bg-cream/50 p-4 text-left transition-colors hover:border-ink/40"
          >
            <span className="eyebrow block text-stone">Last full week</span>
            <span className="mt-2 block font-display text-3xl text-ink tabular-nums">
              {figures.lastWeek.active.toLocaleString('en-US')}
            </span>
            <span className="mt-1 block text-sm text-stone">
              {formatHealthShare(figures.lastWeek.active, counts.activeMembers)} of members, week of{' '}
              {formatShortDate(weekDate(figures.lastWeek.weekStart))}
            </span>
            <span className="sr-only">: show the list</span>
          </button>
          <button
            type="button"
            onClick={() => onOpen({ figure: 'activeMembers' })}
            className="rounded-xl border border-line bg-cream/50 p-4 text-left transition-colors hover:border-ink/40"
          >
            <span className="eyebrow block text-stone">{label('activeMembers')}</span>
            <span className="mt-2 block font-display text-3xl text-ink tabular-nums">
              {counts.activeMembers.toLocaleString('en-US')}
            </span>
            <span className="mt-1 block text-sm text-stone">Onboarded and active, administrators aside</span>
            <span className="sr-only">: show the list</span>
          </button>
        </div>
        <ol aria-label="Active members each week" className="mt-4 grid gap-x-10 gap-y-1 md:grid-cols-2">
          {figures.weeks.map((week) => (
            <BarRow
              key={week.weekStart}
              label={weekLabel(week)}
              count={week.active}
              max={maxWeek}
              tone={week.current ? 'ink' : 'brand'}
              onOpen={() => onOpen({ figure: 'weeklyActive', week })}
            />
          ))}
        </ol>
      </Section>
    </div>
  );
}

function FigureList({ days, open, shown, onClose }: { days: HealthWindow; open: OpenList; shown: boolean; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const list = useHealthList(
    shown ? { figure: open.figure, days, week: open.week?.weekStart, page, pageSize: HEALTH_LIST_PAGE_SIZE } : null,
  );
  const info = HEALTH_FIGURES[open.figure];
  const title = open.week ? `${info.label}: ${weekLabel(open.week).replace(/^./, (letter) => letter.toLowerCase())}` : info.label;
  const period = open.figure === 'activeMembers' ? '' : open.week ? '' : ` Last ${days} days.`;
  return (
    <Modal
      open={shown}
      onClose={onClose}
      title={title}
      description={`${info.meaning}${period}`}
      className="w-[min(44rem,calc(100vw-2rem))]"
    >
      <div className="mt-5" aria-busy={list.isFetching || undefined}>
        <ReadStates read={list} loadingLabel="Loading the list..." failedMessage={M.listFailed}>
          {(data) =>
            data.total === 0 ? (
              <EmptyState icon={Users} title="Nobody here" boxed>
                {M.emptyList}
              </EmptyState>
            ) : (
              <>
                <ul className={cn('divide-y divide-line rounded-xl border border-line', list.isPlaceholderData && 'opacity-60')}>
                  {data.items.map((row, index) => (
                    <li
                      key={`${row.email}-${row.at}-${index}`}
                      className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                    >
                      <span className="min-w-0">
                        <span className="block font-semibold break-words text-ink">{row.name || row.email}</span>
                        <EmailAddress className="block text-sm text-stone" address={row.email} />
                      </span>
                      <span className="shrink-0 text-sm text-stone sm:text-right">
                        <span className="block">{row.what}</span>
                        <span className="block tabular-nums">{row.at ? formatShortDate(row.at) : '–'}</span>
                      </span>
                    </li>
                  ))}
                </ul>
                <div className="mt-4">
                  <RangePager
                    label="List pages"
                    placement="plain"
                    page={page}
                    pageSize={HEALTH_LIST_PAGE_SIZE}
                    total={data.total}
                    busy={list.isFetching}
                    onPage={setPage}
                  />
                </div>
              </>
            )
          }
        </ReadStates>
      </div>
    </Modal>
  );
}
