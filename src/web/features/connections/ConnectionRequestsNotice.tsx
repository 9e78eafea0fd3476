// The member dashboard's word that someone asked to connect (issue 17): shown while requests wait for an
// answer, from the same counts as the sidebar, announced when one arrives (components/ui/NoticeCard).
import { UserPlus } from 'lucide-react';
import { ROUTES } from '../../../common/routes';
import { NoticeCard } from '../../components/ui/NoticeCard';
import { isInside, useMe } from '../../lib/session';
import { requestsWaitingLabel, useConnectionSummary } from './api';

export function ConnectionRequestsNotice() {
  const me = useMe();
  const summary = useConnectionSummary({ enabled: isInside(me.kind) });
  const count = summary.data?.openRequests ?? 0;
  const newest = summary.data?.newestRequestFrom;
  const who = newest ? (count > 1 ? `${newest} and ${count - 1 === 1 ? '1 other' : `${count - 1} others`}` : newest) : null;
  return (
    <NoticeCard
      icon={UserPlus}
      count={count}
      title={who ? `${who} would like to connect` : 'Members would like to connect'}
      detail={`${requestsWaitingLabel(count)} for your answer.`}
      to={ROUTES.connections}
      action={count === 1 ? 'See the request' : 'See the requests'}
    />
  );
}
