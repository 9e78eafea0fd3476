// The member dashboard's word that someone asked to connect (issue 17): shown while requests wait for an
// answer, from the same counts as the sidebar. A polite live region, so a request that arrives while the
// dashboard is open is announced as well as shown.
import { ArrowRight, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { isInside, useMe } from '../../lib/session';
import { requestsWaitingLabel, useConnectionSummary } from './api';

export function ConnectionRequestsNotice() {
  const me = useMe();
  const summary = useConnectionSummary({ enabled: isInside(me.kind) });
  const count = summary.data?.openRequests ?? 0;
  const newest = summary.data?.newestRequestFrom;
  const who = newest ? (count > 1 ? `${newest} and ${count - 1 === 1 ? '1 other' : `${count - 1} others`}` : newest) : null;
  return (
    <div role="status" aria-live="polite">
      {count > 0 ? (
        <div className="mb-8 flex animate-rise flex-col gap-4 rounded-2xl border border-brand/40 bg-paper p-4 shadow-card sm:flex-row sm:items-center sm:gap-5 sm:p-5">
          <div className="flex min-w-0 flex-1 items-center gap-4">
            <span className="relative grid size-12 shrink-0 place-items-center rounded-xl bg-ink text-brand-bright">
              <UserPlus className="size-5" aria-hidden="true" />
              <span
                aria-hidden="true"
                className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-danger px-1 text-[0.68rem] leading-5 font-bold text-white tabular-nums ring-2 ring-paper"
              >
                {count}
              </span>
            </span>
            <p className="min-w-0">
              <span className="block font-semibold text-ink [overflow-wrap:anywhere]">
                {who ? `${who} would like to connect` : 'Members would like to connect'}
              </span>
              <span className="block text-sm leading-6 text-stone">{`${requestsWaitingLabel(count)} for your answer.`}</span>
            </p>
          </div>
          <Link to={ROUTES.connections} className={buttonClasses('dark', 'md', 'shrink-0 px-5')}>
            {count === 1 ? 'See the request' : 'See the requests'}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      ) : null}
    </div>
  );
}
