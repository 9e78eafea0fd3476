// /user/dashboard, the member's home (spec 2.4, issue 19): what is new for this member (WhatsNew, from one
// request, GET /api/home), the profile prompt while the profile is thin, then two panels; the second asks
// the collective (to /chat). Over it, when the profile still lacks a name, the onboarding feature's modal;
// the event's time and the Connect action are other features' (app/user-dashboard.tsx puts them in).
import { ArrowRight, CalendarDays, MessageSquareText, Newspaper, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { IconTile } from '../../components/ui/IconTile';
import { useAskLabel, useBrand } from '../../lib/config';
import { useMe } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useMemberHome } from './api';
import { ProfilePrompt } from './ProfilePrompt';
import { WhatsNew, type WhatsNewSlots } from './WhatsNew';

const SHORTCUTS: Array<{ to: string; label: string; note: string; icon: LucideIcon }> = [
  { to: ROUTES.upcomingEvents, label: 'Upcoming events', note: 'The next Cultural Salons', icon: CalendarDays },
  { to: ROUTES.newsletters, label: 'Newsletters', note: 'Latest issues from the team', icon: Newspaper },
  { to: ROUTES.recommendations, label: 'Recommended connections', note: 'Members worth meeting', icon: Users },
];

export function UserDashboardPage({ onboarding, ...slots }: { onboarding: ReactNode } & WhatsNewSlots) {
  usePageTitle('Dashboard');
  const me = useMe();
  const home = useMemberHome();
  const { shortName } = useBrand();
  const askLabel = useAskLabel();
  const name = [me.user?.firstName, me.user?.lastName].filter(Boolean).join(' ').trim();
  return (
    <div className="animate-rise">
      {onboarding}
      <p className="eyebrow text-brand-deep">Member dashboard</p>
      <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">
        {name ? `Welcome, ${name}` : `Welcome to ${shortName}`}
      </h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">Everything the network offers, in one place.</p>
      {home.data ? <ProfilePrompt missing={home.data.missingProfileParts} /> : null}
      <WhatsNew
        home={home.data}
        failed={home.isError}
        retrying={home.isFetching}
        onRetry={() => void home.refetch()}
        {...slots}
      />

      <div className="mt-10 grid gap-6 lg:grid-cols-[1.15fr_1fr]">
        <Card className="min-w-0 p-7 sm:p-9">
          <h2 className="font-display text-2xl sm:text-3xl">Your membership</h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="eyebrow text-stone">Signed in as</dt>
              {/* A long address wraps whole rather than widening the page or losing its end. */}
              <dd className="mt-1.5 font-medium text-ink [overflow-wrap:anywhere]">{me.user?.email}</dd>
            </div>
            <div>
              <dt className="eyebrow text-stone">Status</dt>
              <dd className="mt-1.5 flex items-center gap-2 font-medium text-ink">
                <span className="size-2 rounded-full bg-success" aria-hidden="true" />
                {me.kind === 'admin'
                  ? 'Administrator'
                  : me.kind === 'not_onboarded'
                    ? 'Completing registration'
                    : 'Active member'}
              </dd>
            </div>
          </dl>
          <ul className="mt-8 divide-y divide-line border-y border-line">
            {SHORTCUTS.map(({ to, label, note, icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group -mx-2 flex items-center gap-4 rounded-lg px-2 py-4 transition-colors hover:bg-cream/70"
                >
                  <IconTile icon={icon} className="size-10 rounded-xl bg-cream-2 text-brand-deep" iconClassName="size-[1.1rem]" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{label}</span>
                    <span className="block text-sm text-stone">{note}</span>
                  </span>
                  <ArrowRight
                    className="size-4 text-stone transition-transform group-hover:translate-x-1 group-hover:text-ink"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </Card>

        <section className="surface-dark relative flex flex-col justify-between overflow-hidden rounded-[var(--radius-card)] bg-ink p-7 text-cream shadow-card sm:p-9">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--brand)_30%,transparent),transparent)]"
          />
          <div className="relative">
            <MessageSquareText className="size-8 text-brand-bright" aria-hidden="true" />
            <h2 className="mt-6 font-display text-3xl leading-tight sm:text-4xl">Have a question for the collective?</h2>
            <p className="mt-4 leading-7 text-mist">
              Hiring, partnerships, a problem to solve, something to learn: ask, and the team will connect you with answers from
              the network.
            </p>
          </div>
          <Link to={ROUTES.chat} className={buttonClasses('primary', 'lg', 'relative mt-10 w-full sm:w-fit')}>
            {askLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </section>
      </div>
    </div>
  );
}
