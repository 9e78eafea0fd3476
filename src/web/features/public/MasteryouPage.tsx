// /masteryou (spec 2.3): the application-only online salon, with TAKE SURVEY opening the configured form.
// Without a form (SURVEY_FORM_URL unset) the call to apply is not shown at all: a disabled button promises
// what does not exist (decision 041).
import { ArrowUpRight, CalendarCheck, ClipboardList, Video } from 'lucide-react';
import { useConfig } from '../../lib/config';
import { buttonClasses } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHero } from './PageHero';

const STEPS = [
  {
    icon: ClipboardList,
    title: 'Apply',
    text: 'Take the short survey so we understand where you are and what you want to master next.',
  },
  {
    icon: CalendarCheck,
    title: 'Get selected',
    text: 'Each cohort is small. We read every application and invite the people who will get the most from it.',
  },
  {
    icon: Video,
    title: 'Join the salon',
    text: 'Meet online with practitioners and peers for candid, practical sessions — no recordings, no spectators.',
  },
];

export function MasteryouPage() {
  usePageTitle('Masteryou');
  const { links } = useConfig();
  return (
    <>
      <PageHero
        eyebrow="Masteryou"
        title="An online salon, by application only."
        lead={
          <p>
            Masteryou is our intimate online salon for ambitious operators and creators: a small group, a guided conversation and
            the people who have already done what you are setting out to do.
          </p>
        }
      />
      <section className="mx-auto w-full max-w-5xl px-5 py-16 sm:px-8 sm:py-24 lg:px-10">
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-[var(--radius-card)] border border-line bg-paper p-7 shadow-card">
              <span className="eyebrow flex items-center gap-3 text-brand-deep">
                Step 0{index + 1}
                <span aria-hidden="true" className="h-px flex-1 bg-line" />
              </span>
              <div className="mt-5 flex items-center gap-3">
                <Icon className="size-5 text-brand-deep" aria-hidden="true" />
                <h2 className="font-display text-2xl">{title}</h2>
              </div>
              <p className="mt-3 leading-7 text-stone">{text}</p>
            </li>
          ))}
        </ol>

        {links.surveyFormUrl ? (
          <div className="mt-16 rounded-[var(--radius-card)] border border-brand/40 bg-brand-soft px-7 py-10 text-center sm:px-12 sm:py-14">
            <h2 className="font-display text-3xl sm:text-4xl">Ready to apply?</h2>
            <p className="mx-auto mt-3 max-w-xl leading-7 text-stone">
              The survey takes about five minutes. It opens in a new tab, so you can come back here at any time.
            </p>
            <a
              href={links.surveyFormUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('dark', 'lg', 'mt-8')}
            >
              TAKE SURVEY
              <ArrowUpRight className="size-4" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        ) : null}
      </section>
    </>
  );
}
