// The dashboard's nudge to finish a profile. Recommendations rank members by industry, then by shared
// interests, and the 'Why Connect?' text is written from company, job title, industry and background
// summary: a profile missing any of those five (common/contracts/profile.ts, PROFILE_PARTS) gets worse
// matches and thinner texts, so the card stays until all five are filled in, saying which are missing
// (the member's home answers them: GET /api/home). Names are not asked here: onboarding already made sure
// of them. Nothing shows once the profile is complete.
import { ArrowRight, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { PROFILE_PART_NAMES, PROFILE_PARTS, type ProfilePart } from '../../../common/contracts/profile-parts';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { IconTile } from '../../components/ui/IconTile';

/** 'a', 'a and b', 'a, b and c'. */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function ProfilePrompt({ missing }: { missing: ProfilePart[] }) {
  if (missing.length === 0) return null;
  const done = PROFILE_PARTS.length - missing.length;
  return (
    <Card className="mt-8 flex flex-col gap-5 border-brand/40 p-6 sm:flex-row sm:items-center sm:gap-6 sm:p-7">
      <IconTile icon={UserRoundPen} className="size-12 rounded-2xl bg-brand-soft text-brand-deep" iconClassName="size-6" />
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-2xl leading-tight">Complete your profile</h2>
        <p className="mt-1.5 leading-7 text-stone">
          Recommended connections are matched on your industry and interests. Add your{' '}
          {listInWords(missing.map((part) => PROFILE_PART_NAMES[part]))}.
        </p>
        <div className="mt-3 flex items-center gap-3">
          <div
            className="h-1.5 w-32 overflow-hidden rounded-full bg-cream-2"
            role="progressbar"
            aria-label="Profile completed"
            aria-valuemin={0}
            aria-valuemax={PROFILE_PARTS.length}
            aria-valuenow={done}
            aria-valuetext={`${done} of ${PROFILE_PARTS.length} parts filled in`}
          >
            <div className="h-full rounded-full bg-brand-deep" style={{ width: `${(done / PROFILE_PARTS.length) * 100}%` }} />
          </div>
          <span className="text-xs font-semibold text-stone tabular-nums" aria-hidden="true">
            {done} of {PROFILE_PARTS.length}
          </span>
        </div>
      </div>
      <Link to={ROUTES.profile} className={buttonClasses('dark', 'md', 'w-full shrink-0 sm:w-auto')}>
        Go to your profile
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
