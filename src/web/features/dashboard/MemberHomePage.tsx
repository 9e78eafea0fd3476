// `/` for members (spec 2.4): the spotlight carousel and two large buttons, Ask and MEMBER PROFILES. The
// carousel is the content feature's: app/member-area.tsx puts it in.
import { ArrowRight, ArrowUpRight, MessageSquareText, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useConfig, useAskLabel } from '../../lib/config';
import { isFirstVisit } from '../../lib/browser-storage';
import { useMe } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { ROUTES } from '../../../common/routes';
import { TargetLink } from '../../components/TargetLink';

export function MemberHomePage({ spotlight }: { spotlight: ReactNode }) {
  usePageTitle('Home');
  const me = useMe();
  const { links, brand } = useConfig();
  const askLabel = useAskLabel();
  const firstName = me.user?.firstName?.trim();
  // 'Welcome back' only for someone who has been here before (lib/browser-storage.ts).
  const userId = me.user?.id;
  const [firstVisit] = useState(() => (userId ? isFirstVisit(brand.shortName, userId) : false));
  const tile =
    'group relative flex min-h-44 flex-col justify-between overflow-hidden rounded-[var(--radius-card)] p-7 transition-[transform,box-shadow] duration-300 sm:min-h-52 sm:p-9';
  return (
    <div className="animate-rise">
      <p className="eyebrow text-brand-deep">{brand.name}</p>
      <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">
        {firstVisit
          ? firstName
            ? `Welcome, ${firstName}`
            : `Welcome to ${brand.shortName}`
          : firstName
            ? `Welcome back, ${firstName}`
            : 'Welcome back'}
      </h1>

      <div className="mt-10">{spotlight}</div>

      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        <TargetLink
          target={ROUTES.chat}
          className={`${tile} bg-brand text-ink shadow-card hover:-translate-y-0.5 hover:shadow-lift`}
        >
          <MessageSquareText className="size-7" aria-hidden="true" />
          <span>
            <span className="block text-[0.8rem] font-semibold tracking-[0.2em] uppercase">{askLabel}</span>
            <span className="mt-2 flex items-center gap-2 font-display text-2xl sm:text-3xl">
              Ask the collective
              <ArrowRight className="size-5 transition-transform group-hover:translate-x-1" aria-hidden="true" />
            </span>
          </span>
        </TargetLink>
        {links.memberProfilesUrl ? (
          <a
            href={links.memberProfilesUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${tile} surface-dark bg-ink text-cream shadow-card hover:-translate-y-0.5 hover:shadow-lift`}
          >
            <Users className="size-7 text-brand-bright" aria-hidden="true" />
            <span>
              <span className="block text-[0.8rem] font-semibold tracking-[0.2em]">MEMBER PROFILES</span>
              <span className="mt-2 flex items-center gap-2 font-display text-2xl sm:text-3xl">
                Browse the directory
                <ArrowUpRight
                  className="size-5 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  aria-hidden="true"
                />
              </span>
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
          </a>
        ) : (
          <div className={`${tile} surface-dark bg-ink text-cream`} aria-disabled="true">
            <Users className="size-7 text-brand-bright" aria-hidden="true" />
            <span>
              <span className="block text-[0.8rem] font-semibold tracking-[0.2em]">MEMBER PROFILES</span>
              <span className="mt-2 block font-display text-2xl text-cream/90 sm:text-3xl">The directory opens soon</span>
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
