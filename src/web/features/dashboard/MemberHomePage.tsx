// `/` for members (spec 2.4, issue 19, decision 041): the one member home. A greeting, the spotlight
// carousel, what is new for this member (WhatsNew, from one request, GET /api/home), the profile prompt
// while the profile is thin, then the next steps: where to go, and asking the collective. Opening it
// records the visit (POST /api/home/seen), which is what makes a newsletter 'New' next time; reading the
// home never does. The carousel, the event's time, the Connect action and the onboarding modal are other
// features': app/member-area.tsx puts them in.
import { ArrowRight, CalendarDays, MessageSquareText, Newspaper, Users, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { canUseMemberArea } from '../../../common/caller';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { IconTile } from '../../components/ui/IconTile';
import { isFirstVisit } from '../../lib/browser-storage';
import { useAskLabel, useBrand } from '../../lib/config';
import { useMe } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { recordHomeVisit, useMemberHome } from './api';
import { ProfilePrompt } from './ProfilePrompt';
import { WhatsNew, type WhatsNewSlots } from './WhatsNew';

const NEXT_STEPS: Array<{ to: string; label: string; note: string; icon: LucideIcon }> = [
  { to: ROUTES.upcomingEvents, label: 'Upcoming events', note: 'The next Cultural Salons', icon: CalendarDays },
  { to: ROUTES.newsletters, label: 'Newsletters', note: 'Latest issues from the team', icon: Newspaper },
  { to: ROUTES.recommendations, label: 'Recommended connections', note: 'Members worth meeting', icon: Users },
];

export type MemberHomeSlots = WhatsNewSlots & {
  /** The spotlight carousel (the content feature's). */
  spotlight: ReactNode;
  /** The onboarding modal, only for an account still to be onboarded (loaded lazily by app/member-area.tsx). */
  onboarding?: ReactNode;
};

/** Records this opening of the home once per page, for members and administrators (others may not). */
function useRecordHomeVisit() {
  const me = useMe();
  const sent = useRef(false);
  const allowed = canUseMemberArea(me.kind);
  useEffect(() => {
    if (!allowed || sent.current) return;
    sent.current = true;
    // Only wording depends on it ('New' on a newsletter next time): a failure is not the member's problem.
    recordHomeVisit().catch((error: unknown) => console.warn('[home] could not record the visit', error));
  }, [allowed]);
}

export function MemberHomePage({ spotlight, onboarding, ...slots }: MemberHomeSlots) {
  usePageTitle('Home');
  useRecordHomeVisit();
  const me = useMe();
  const home = useMemberHome({ enabled: canUseMemberArea(me.kind) });
  const brand = useBrand();
  const askLabel = useAskLabel();
  const firstName = me.user?.firstName?.trim();
  // 'Welcome back' only for someone who has been here before (lib/browser-storage.ts).
  const userId = me.user?.id;
  const [firstVisit] = useState(() => (userId ? isFirstVisit(brand.shortName, userId) : false));
  const greeting = firstVisit
    ? firstName
      ? `Welcome, ${firstName}`
      : `Welcome to ${brand.shortName}`
    : firstName
      ? `Welcome back, ${firstName}`
      : 'Welcome back';
  return (
    <div className="animate-rise">
      {onboarding}
      <p className="eyebrow text-brand-deep">{brand.name}</p>
      <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">{greeting}</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">Everything the network offers, in one place.</p>

      <div className="mt-10">{spotlight}</div>

      {home.data ? <ProfilePrompt missing={home.data.missingProfileParts} /> : null}
      <WhatsNew
        home={home.data}
        failed={home.isError}
        retrying={home.isFetching}
        onRetry={() => void home.refetch()}
        {...slots}
      />

      <section aria-labelledby="next-steps" className="mt-12">
        <h2 id="next-steps" className="font-display text-2xl sm:text-3xl">
          Next steps
        </h2>
        <div className="mt-5 grid gap-6 lg:grid-cols-[1.15fr_1fr]">
          <Card className="flex min-w-0 flex-col justify-center px-7 py-3 sm:px-9 sm:py-4">
            <ul className="divide-y divide-line">
              {NEXT_STEPS.map(({ to, label, note, icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group -mx-2 flex items-center gap-4 rounded-lg px-2 py-4 transition-colors hover:bg-cream/70"
                  >
                    <IconTile
                      icon={icon}
                      className="size-10 rounded-xl bg-cream-2 text-brand-deep"
                      iconClassName="size-[1.1rem]"
                    />
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

          <div className="surface-dark relative flex flex-col justify-between overflow-hidden rounded-[var(--radius-card)] bg-ink p-7 text-cream shadow-card sm:p-9">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--brand)_30%,transparent),transparent)]"
            />
            <div className="relative">
              <MessageSquareText className="size-8 text-brand-bright" aria-hidden="true" />
              <h3 className="mt-6 font-display text-3xl leading-tight sm:text-4xl">Have a question for the collective?</h3>
              <p className="mt-4 leading-7 text-mist">
                Hiring, partnerships, a problem to solve, something to learn: ask, and the team will connect you with answers from
                the network.
              </p>
            </div>
            <Link to={ROUTES.chat} className={buttonClasses('primary', 'lg', 'relative mt-10 w-full sm:w-fit')}>
              {askLabel}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
