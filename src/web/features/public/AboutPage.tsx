// /aboutus (spec 2.3): the network, its private membership, its resources and its Cultural Salons.
import { BookOpen, KeyRound, Sparkles, Users } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { SiteLink } from '../../components/SiteLink';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { useConfig } from '../../lib/config';
import { TAGLINE } from '../../lib/copy';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHero } from './PageHero';

type Pillar = { icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; text: string };

const PILLARS: Pillar[] = [
  {
    icon: KeyRound,
    title: 'Private membership',
    text: 'Membership is by approval only. Every member is invited through a one-time access link after an administrator has reviewed their request, so the room stays small, trusted and candid.',
  },
  {
    icon: Users,
    title: 'A network that answers',
    text: 'Members ask the collective directly — hiring needs, partnerships, problems to solve — and our team connects them with the people and answers that move their business forward.',
  },
  {
    icon: BookOpen,
    title: 'Resources',
    text: 'Newsletters, recordings of past sessions, curated tools and open roles from across the network, gathered in one members-only space.',
  },
  {
    icon: Sparkles,
    title: 'Cultural Salons',
    text: 'Our signature gatherings: intimate conversations with founders, operators and creators where culture and commerce meet. Upcoming and past Salons are listed in the member area.',
  },
];

export function AboutPage() {
  usePageTitle('About us');
  const { brand } = useConfig();
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={TAGLINE}
        lead={
          <p>
            {brand.name} is a private network for professionals in franchising, media and the creator economy — the people who
            build brands, audiences and businesses, and who are better at it together.
          </p>
        }
      />
      <section className="mx-auto w-full max-w-5xl px-5 py-16 sm:px-8 sm:py-24 lg:px-10">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-20">
          <div>
            <p className="eyebrow text-brand-deep">Who we are</p>
            <h2 className="mt-4 font-display text-3xl leading-tight sm:text-4xl">
              A collective built on introductions, not algorithms.
            </h2>
          </div>
          <div className="space-y-5 text-lg leading-8 text-stone">
            <p>
              We bring together franchise leaders, media executives and independent creators who share a simple belief: culture
              creates commerce. The brands people love are built by communities, and the best deals still begin with a
              conversation between the right two people.
            </p>
            <p>{brand.shortName} exists to make those conversations happen — with care, discretion and a bias for action.</p>
          </div>
        </div>

        <ul className="mt-20 grid gap-6 sm:grid-cols-2">
          {PILLARS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-[var(--radius-card)] border border-line bg-paper p-7 shadow-card sm:p-8">
              <div className="grid size-12 place-items-center rounded-xl bg-ink text-brand-bright">
                <Icon className="size-5" aria-hidden="true" />
              </div>
              <h3 className="mt-6 font-display text-2xl">{title}</h3>
              <p className="mt-3 leading-7 text-stone">{text}</p>
            </li>
          ))}
        </ul>

        <div className="surface-dark mt-20 flex flex-col items-start gap-6 rounded-[var(--radius-card)] bg-ink px-7 py-10 text-cream sm:flex-row sm:items-center sm:justify-between sm:px-12">
          <div>
            <p className="font-display text-3xl">Already a member?</p>
            <p className="mt-2 text-mist">Sign in to ask the collective and see what is coming up.</p>
          </div>
          <SiteLink to={ROUTES.login} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            MEMBER LOGIN
          </SiteLink>
        </div>
      </section>
    </>
  );
}
