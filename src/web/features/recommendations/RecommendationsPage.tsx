// /recommendations (spec 2.4 'Recommended connections', 4.5 'Connection'): up to three members worth
// meeting; a card opens the member's dialog, where the Connect action (the connections feature's, put in
// by src/web/app) asks to connect. Once asked, the card says 'Request sent'; the next visit fills the
// place with the next best member.
import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, Check, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { MEMBER_FIELD_LABELS } from '../../../common/contracts/member-fields';
import { RECOMMENDATION_MESSAGES, type Recommendation } from '../../../common/contracts/recommendations';
import { RECOMMENDATION_ROUTES } from '../../../common/contracts/recommendations-routes';
import type { Profile } from '../../../common/contracts/profile';
import { Badge } from '../../components/ui/Badge';
import { ErrorBanner } from '../../components/ui/Banner';
import { Card } from '../../components/ui/Card';
import { PersonAvatar, photoUrlOf } from '../../components/ui/PersonAvatar';
import { LoadingState } from '../../components/ui/Spinner';

import { call } from '../../lib/call';
import { ownProfileQueryOptions } from '../../lib/own-profile';
import { usePageTitle } from '../../lib/use-page-title';
import { Modal } from '../../components/ui/Modal';
import { WhyConnect } from '../../components/ui/WhyConnect';

/** What the card shows once the member has acted in the dialog. */
export type RecommendationOutcome = 'sent' | 'connected';

/** The dialog's Connect action for one member; `onDone` marks the card and closes the dialog. */
export type RenderConnect = (recommendation: Recommendation, onDone: (outcome: RecommendationOutcome) => void) => ReactNode;

const RECOMMENDATIONS_QUERY_KEY = ['recommendations'] as const;

/**
 * What the list is chosen from, said truthfully for this member's profile: matching uses the industry and
 * the interests, so a profile without them is not told it shares anything, and is shown where to add them.
 * Without the profile (it could not be read) it promises nothing.
 */
function RecommendationBasis({ profile }: { profile: Profile | undefined }) {
  const hasIndustry = Boolean(profile?.industry?.trim());
  const hasInterests = Boolean(profile?.interests.length);
  const text = !profile
    ? 'Members you may want to meet.'
    : hasIndustry && hasInterests
      ? 'Chosen for you from members in your industry and with shared interests.'
      : hasIndustry
        ? 'Chosen for you from members in your industry.'
        : hasInterests
          ? 'Chosen for you from members who share your interests.'
          : 'Members you may want to meet.';
  const missing = [hasIndustry ? null : 'industry', hasInterests ? null : 'interests'].filter(Boolean).join(' and ');
  return (
    <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
      {text}
      {profile && missing ? (
        <>
          {' '}
          <Link
            to={ROUTES.profile}
            className="font-semibold text-brand-deep underline decoration-brand/40 underline-offset-4 hover:decoration-brand-deep"
          >
            Add your {missing}
          </Link>{' '}
          for closer matches.
        </>
      ) : null}
    </p>
  );
}

const currentRole = (r: Pick<Recommendation, 'jobTitle' | 'company'>) =>
  r.jobTitle && r.company ? `${r.jobTitle} at ${r.company}` : r.jobTitle || r.company || 'Not shared yet';

export function RecommendationsPage({ renderConnect }: { renderConnect: RenderConnect }) {
  usePageTitle('Recommended connections');
  // The page waits for both: the line saying what the list is chosen from depends on the profile, and a
  // line that changes once the profile arrives would first say something untrue.
  const profile = useQuery(ownProfileQueryOptions());
  const list = useQuery({
    queryKey: RECOMMENDATIONS_QUERY_KEY,
    queryFn: ({ signal }) => call(RECOMMENDATION_ROUTES.list, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const selected = list.data?.items.find((r) => r.attendeeId === openId) ?? null;

  // Asked or connected in this visit: shown on the card until the list is next loaded.
  const [outcomes, setOutcomes] = useState<Record<string, RecommendationOutcome>>({});
  const onDone = (attendeeId: string) => (outcome: RecommendationOutcome) => {
    setOutcomes((current) => ({ ...current, [attendeeId]: outcome }));
    setOpenId(null);
  };

  return (
    <div className="animate-rise">
      <p className="eyebrow text-brand-deep">Recommended connections</p>
      <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">Members worth meeting</h1>
      {profile.isPending ? null : <RecommendationBasis profile={profile.data} />}

      {list.isPending || profile.isPending ? (
        <LoadingState label={RECOMMENDATION_MESSAGES.loading} />
      ) : list.isError ? (
        <ErrorBanner error={list.error} className="mt-8" />
      ) : list.data.items.length === 0 ? (
        <Card className="mt-10 flex flex-col items-center gap-4 p-10 text-center">
          <span className="grid size-12 place-items-center rounded-2xl bg-cream-2 text-brand-deep">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <p className="text-lg text-ink">{RECOMMENDATION_MESSAGES.none}</p>
        </Card>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.items.map((r) => (
            <li key={r.attendeeId}>
              <button
                type="button"
                onClick={() => setOpenId(r.attendeeId)}
                aria-haspopup="dialog"
                className="group flex h-full w-full flex-col rounded-[var(--radius-card)] border border-line/80 bg-paper p-6 text-left shadow-card transition hover:-translate-y-0.5 hover:border-brand/60 hover:shadow-lift sm:p-7"
              >
                <span className="flex items-start justify-between gap-3">
                  <PersonAvatar name={r.firstName || r.fullName} photoUrl={photoUrlOf(r)} />
                  {outcomes[r.attendeeId] ? (
                    <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
                      <Check className="size-3.5" aria-hidden="true" />
                      {outcomes[r.attendeeId] === 'sent' ? 'Request sent' : 'Connected'}
                    </span>
                  ) : null}
                </span>
                <span className="mt-5 block font-display text-2xl leading-tight text-ink">{r.fullName}</span>
                <span className="mt-2 block text-sm font-medium text-ink">{r.jobTitle ?? 'Member'}</span>
                <span className="block text-sm text-stone">{r.company ?? ''}</span>
                <span className="mt-auto flex items-center justify-between gap-3 pt-6">
                  {r.industry ? <Badge tone="brand">{r.industry}</Badge> : <span />}
                  <span className="text-xs font-semibold tracking-[0.14em] text-stone uppercase transition group-hover:text-ink">
                    View
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={selected !== null}
        onClose={() => setOpenId(null)}
        header={
          selected?.industry ? (
            <Badge tone="brand" className="mb-3">
              {selected.industry}
            </Badge>
          ) : null
        }
        title={selected?.fullName ?? ''}
        className="w-[min(36rem,calc(100vw-2rem))]"
      >
        {selected ? (
          <div className="mt-6 grid gap-6">
            <section>
              <h3 className="eyebrow flex items-center gap-2 text-stone">
                <BriefcaseBusiness className="size-3.5" aria-hidden="true" />
                Current Role
              </h3>
              <p className="mt-2 text-ink">{currentRole(selected)}</p>
            </section>
            <WhyConnect reason={selected.whyConnect} />
            {selected.offering ? (
              <section>
                <h3 className="eyebrow text-stone">{MEMBER_FIELD_LABELS.offering}</h3>
                <p className="mt-2 leading-7 whitespace-pre-line text-ink">{selected.offering}</p>
              </section>
            ) : null}
            {selected.lookingFor ? (
              <section>
                <h3 className="eyebrow text-stone">{MEMBER_FIELD_LABELS.lookingFor}</h3>
                <p className="mt-2 leading-7 whitespace-pre-line text-ink">{selected.lookingFor}</p>
              </section>
            ) : null}
            {selected.summary ? (
              <section>
                <h3 className="eyebrow text-stone">Background</h3>
                <p className="mt-2 leading-7 whitespace-pre-line text-ink">{selected.summary}</p>
              </section>
            ) : null}
            <div className="flex justify-end">
              {outcomes[selected.attendeeId] ? (
                <p className="inline-flex items-center gap-2 self-center text-sm font-semibold text-success">
                  <Check className="size-4" aria-hidden="true" />
                  {outcomes[selected.attendeeId] === 'sent' ? 'Request sent' : 'Connected'}
                </p>
              ) : (
                renderConnect(selected, onDone(selected.attendeeId))
              )}
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
