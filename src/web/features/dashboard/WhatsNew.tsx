// The member's home, 'What's new for you' (issue 19 item 1): the next event they are Going to, the newest
// newsletter, the member worth meeting first. Each card has its action, says something useful when it has
// nothing to show, and is a skeleton while the home loads. The event's time and the Connect action belong
// to other features: app/member-area.tsx hands them in.
import { ArrowRight, CalendarDays, MapPin, Newspaper, RotateCcw, Sparkles, Users, Video, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberHome } from '../../../common/contracts/home';
import type { Recommendation } from '../../../common/contracts/recommendations';
import { paths, ROUTES } from '../../../common/routes';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { IconTile } from '../../components/ui/IconTile';
import { PersonAvatar, photoUrlOf } from '../../components/ui/PersonAvatar';
import { cn } from '../../components/ui/cn';

export type WhatsNewSlots = {
  /** The event's date and time for the reader (the events feature's EventWhen). */
  renderEventWhen: (iso: string) => ReactNode;
  /** Connect with the recommended member (the connections feature's ConnectAction). */
  renderConnect: (recommendation: Recommendation) => ReactNode;
};

type WhatsNewProps = WhatsNewSlots & {
  home: MemberHome | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
};

const newsletterDate = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));
const linkClasses =
  'inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-brand-deep underline-offset-4 hover:underline';

export function WhatsNew({ home, failed, retrying, onRetry, renderEventWhen, renderConnect }: WhatsNewProps) {
  return (
    <section aria-labelledby="whats-new" className="mt-10" aria-busy={!home && !failed}>
      <h2 id="whats-new" className="font-display text-2xl sm:text-3xl">
        What&rsquo;s new for you
      </h2>
      {failed && !home ? (
        <Card className="mt-5 flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-stone" role="alert">
            We couldn&rsquo;t load what&rsquo;s new. Check your connection and try again.
          </p>
          <Button variant="dark" onClick={onRetry} disabled={retrying}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {retrying ? 'Trying again…' : 'Try again'}
          </Button>
        </Card>
      ) : (
        <div className="mt-5 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {home ? (
            <>
              <NextEventCard event={home.nextEvent} renderEventWhen={renderEventWhen} />
              <NewsletterCard newsletter={home.newsletter} />
              <PersonCard recommendation={home.recommendation} renderConnect={renderConnect} />
            </>
          ) : (
            <>
              <SkeletonCard />
              <SkeletonCard />
              <SkeletonCard />
            </>
          )}
        </div>
      )}
    </section>
  );
}

function HomeCard({ icon, label, badge, children }: { icon: LucideIcon; label: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col p-6 sm:p-7">
      <div className="flex items-center gap-3">
        <IconTile icon={icon} className="size-10 rounded-xl bg-cream-2 text-brand-deep" iconClassName="size-[1.1rem]" />
        <h3 className="eyebrow text-stone">{label}</h3>
        {badge ? <span className="ml-auto">{badge}</span> : null}
      </div>
      <div className="mt-5 flex min-w-0 flex-1 flex-col">{children}</div>
    </Card>
  );
}

/** A card with nothing to show yet: what will appear here, and where to go meanwhile. */
function EmptyCard({
  icon,
  label,
  title,
  children,
  to,
  action,
}: {
  icon: LucideIcon;
  label: string;
  title: string;
  children: ReactNode;
  to: string;
  action: string;
}) {
  return (
    <HomeCard icon={icon} label={label}>
      <p className="font-display text-xl leading-snug text-ink">{title}</p>
      <p className="mt-2 flex-1 text-sm leading-6 text-stone">{children}</p>
      <div className="mt-5">
        <Link to={to} className={linkClasses}>
          {action}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </HomeCard>
  );
}

function NextEventCard({ event, renderEventWhen }: { event: MemberHome['nextEvent'] } & Pick<WhatsNewSlots, 'renderEventWhen'>) {
  if (!event) {
    return (
      <EmptyCard
        icon={CalendarDays}
        label="Your next event"
        title="No event on your calendar yet"
        to={ROUTES.upcomingEvents}
        action="See upcoming events"
      >
        Answer Going to a Cultural Salon and it will be here, with its online link when it has one.
      </EmptyCard>
    );
  }
  return (
    <HomeCard icon={CalendarDays} label="Your next event" badge={<Badge tone="brand">Going</Badge>}>
      <Link
        to={paths.eventDetail(event.id)}
        className="font-display text-xl leading-snug text-ink underline-offset-4 hover:underline [overflow-wrap:anywhere]"
      >
        {event.title}
      </Link>
      <div className="mt-2 text-sm leading-6">{renderEventWhen(event.date)}</div>
      {event.location ? (
        <p className="mt-2 flex items-start gap-2 text-sm leading-6 text-stone">
          <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{event.location}</span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-5">
        {event.onlineLink ? (
          <a href={event.onlineLink} target="_blank" rel="noreferrer noopener" className={buttonClasses('dark', 'md')}>
            <Video className="size-4" aria-hidden="true" />
            Join online
          </a>
        ) : null}
        <Link to={paths.eventDetail(event.id)} className={linkClasses}>
          See the event
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </HomeCard>
  );
}

function NewsletterCard({ newsletter }: { newsletter: MemberHome['newsletter'] }) {
  if (!newsletter) {
    return (
      <EmptyCard icon={Newspaper} label="Newsletter" title="No newsletter yet" to={ROUTES.newsletters} action="Go to newsletters">
        The team&rsquo;s first issue will appear here as soon as it is published.
      </EmptyCard>
    );
  }
  return (
    <HomeCard
      icon={Newspaper}
      label={newsletter.isNew ? 'New newsletter' : 'Latest newsletter'}
      badge={newsletter.isNew ? <Badge tone="brand">New</Badge> : undefined}
    >
      <Link
        to={paths.newsletterPost(newsletter.slug)}
        className="font-display text-xl leading-snug text-ink underline-offset-4 hover:underline [overflow-wrap:anywhere]"
      >
        {newsletter.title}
      </Link>
      {newsletter.publishedAt ? <p className="mt-1 text-sm text-stone">{newsletterDate(newsletter.publishedAt)}</p> : null}
      {newsletter.description ? <p className="mt-3 line-clamp-3 text-sm leading-6 text-stone">{newsletter.description}</p> : null}
      <div className="mt-auto pt-5">
        <Link to={paths.newsletterPost(newsletter.slug)} className={linkClasses} aria-label={`Read ${newsletter.title}`}>
          Read it
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </HomeCard>
  );
}

function PersonCard({
  recommendation,
  renderConnect,
}: { recommendation: MemberHome['recommendation'] } & Pick<WhatsNewSlots, 'renderConnect'>) {
  if (!recommendation) {
    return (
      <EmptyCard
        icon={Users}
        label="People to meet"
        title="No one new to suggest right now"
        to={ROUTES.profile}
        action="Review your profile"
      >
        Suggestions follow your industry and interests. As members join, the people worth meeting will show here.
      </EmptyCard>
    );
  }
  const role = [recommendation.jobTitle, recommendation.company].filter(Boolean).join(' · ') || recommendation.headline || '';
  return (
    <HomeCard icon={Users} label="People to meet">
      <div className="flex min-w-0 items-center gap-3">
        <PersonAvatar name={recommendation.fullName} photoUrl={photoUrlOf(recommendation)} size="md" />
        <div className="min-w-0">
          <p className="font-display text-xl leading-snug text-ink [overflow-wrap:anywhere]">{recommendation.fullName}</p>
          {role ? <p className="text-sm text-stone [overflow-wrap:anywhere]">{role}</p> : null}
        </div>
      </div>
      <p className="mt-4 flex gap-2 text-sm leading-6 text-ink">
        <Sparkles className="mt-1 size-4 shrink-0 text-brand-deep" aria-hidden="true" />
        <span className="line-clamp-4">
          <span className="sr-only">Why connect? </span>
          {recommendation.whyConnect}
        </span>
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-5">
        {renderConnect(recommendation)}
        <Link to={ROUTES.recommendations} className={linkClasses}>
          More people to meet
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </HomeCard>
  );
}

function SkeletonCard() {
  const bar = 'animate-pulse rounded-md bg-cream-2';
  return (
    <Card className="p-6 sm:p-7" aria-hidden="true">
      <div className="flex items-center gap-3">
        <div className={cn(bar, 'size-10 rounded-xl')} />
        <div className={cn(bar, 'h-3 w-28')} />
      </div>
      <div className={cn(bar, 'mt-6 h-6 w-3/4')} />
      <div className={cn(bar, 'mt-3 h-4 w-1/2')} />
      <div className={cn(bar, 'mt-2 h-4 w-2/3')} />
      <div className={cn(bar, 'mt-8 h-9 w-32')} />
    </Card>
  );
}
