// Member pages whose feature ships in a later release: each says so plainly, with what it will offer.
import { ArrowLeft, CalendarDays, Hourglass, History, Newspaper, PenLine, type LucideIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../lib/use-page-title';

export type LaterReleaseFeature =
  | 'newsletters'
  | 'newsletterPost'
  | 'newsletterAdmin'
  | 'upcomingEvents'
  | 'pastEvents';

type Description = { eyebrow: string; title: string; icon: LucideIcon; lead: string; expect: string[] };

function useDescription(feature: LaterReleaseFeature): Description {
  const descriptions: Record<LaterReleaseFeature, Description> = {
    newsletters: {
      eyebrow: 'Resources',
      title: 'Newsletters',
      icon: Newspaper,
      lead: 'Published newsletters and articles from the team, newest first.',
      expect: ['A grid of every published issue.', 'Each issue on its own page, easy to read and share with members.'],
    },
    newsletterPost: {
      eyebrow: 'Newsletter',
      title: 'Newsletter',
      icon: Newspaper,
      lead: 'Individual newsletters open here.',
      expect: ['The full issue with its cover, date and tags.', 'A way back to all newsletters.'],
    },
    newsletterAdmin: {
      eyebrow: 'Administrators',
      title: 'Newsletter Admin Panel',
      icon: PenLine,
      lead: 'Write and publish a newsletter to every member.',
      expect: ['A title and content, published in one click.', 'The issue appears in Newsletters straight away.'],
    },
    upcomingEvents: {
      eyebrow: 'Cultural Salons',
      title: 'Upcoming Events',
      icon: CalendarDays,
      lead: 'The next Cultural Salons and member events.',
      expect: ['Each event with its date and speakers.', 'Everything from today onwards, soonest first.'],
    },
    pastEvents: {
      eyebrow: 'Cultural Salons',
      title: 'Past Events',
      icon: History,
      lead: 'The most recent Salons and who spoke at them.',
      expect: ['The last five events with their dates and speakers.'],
    },
  };
  return descriptions[feature];
}

export function LaterReleasePage({ feature }: { feature: LaterReleaseFeature }) {
  const { eyebrow, title, icon: Icon, lead, expect } = useDescription(feature);
  const { slug } = useParams();
  usePageTitle(title);
  return (
    <div className="animate-rise">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow text-brand-deep">{eyebrow}</p>
          <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">{lead}</p>
        </div>
      </header>

      <Card className="mt-10 overflow-hidden">
        <div className="grid gap-8 p-7 sm:p-10 md:grid-cols-[auto_1fr] md:gap-10">
          <div className="grid size-16 place-items-center rounded-2xl bg-ink text-brand-bright">
            <Icon className="size-7" aria-hidden="true" />
          </div>
          <div>
            <Badge tone="brand">
              <Hourglass className="mr-1.5 size-3" aria-hidden="true" />
              Later release
            </Badge>
            <h2 className="mt-4 font-display text-2xl sm:text-3xl">This feature is coming in a later release.</h2>
            <p className="mt-3 leading-7 text-stone">
              It is not available yet{slug ? <> (you asked for “{slug}”)</> : null}. Here is what it will offer:
            </p>
            <ul className="mt-5 space-y-3">
              {expect.map((line) => (
                <li key={line} className="flex gap-3 leading-7 text-ink">
                  <span aria-hidden="true" className="mt-[0.7rem] size-1.5 shrink-0 rotate-45 bg-brand" />
                  {line}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line bg-cream/60 px-7 py-5 sm:px-10">
          <p className="text-sm text-stone">Nothing is lost in the meantime: we will let members know when it opens.</p>
          <Link to={ROUTES.userDashboard} className={buttonClasses('outline', 'sm', 'bg-paper')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to dashboard
          </Link>
        </div>
      </Card>
    </div>
  );
}
