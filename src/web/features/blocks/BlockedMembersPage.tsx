// /settings/blocked (issue 35, item 5; decision 055): the members the member blocked, newest first, each
// with Unblock. What a block does is said once, above the list.
import { Ban, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { BLOCK_MESSAGES as M, type BlockedMember } from '../../../common/contracts/blocks';
import { ROUTES } from '../../../common/routes';
import { Card } from '../../components/ui/Card';
import { EmptyState, ReadStates } from '../../components/ui/ListStates';
import { MutationButton } from '../../components/ui/MutationButton';
import { PersonInitial } from '../../components/ui/PersonInitial';
import { ServedPager } from '../../components/ui/RangePager';
import { SubPageHeader } from '../../components/ui/SubPageHeader';
import { formatShortDate } from '../../lib/format-date';
import { usePageTitle } from '../../lib/use-page-title';
import { useBlockedMembers, useSetBlocked } from './api';

export function BlockedMembersPage() {
  usePageTitle('Blocked members');
  const [page, setPage] = useState(1);
  const read = useBlockedMembers(page);
  return (
    <div className="animate-rise">
      <SubPageHeader back={{ to: ROUTES.profile, label: 'Profile' }} eyebrow="Your space" title="Blocked members">
        A member you block can no longer write to you, see your profile beyond your name, find you in the directory or ask to be
        introduced. They are not told.
      </SubPageHeader>
      <Card className="mt-10 overflow-hidden">
        <ReadStates read={read} loadingLabel="Loading the members you blocked..." failedMessage={M.loadFailed} inset>
          {(data) =>
            data.total === 0 ? (
              <div className="p-5 sm:p-8">
                <EmptyState icon={ShieldCheck} title="Nobody blocked">
                  {M.empty} You can block a member from their page or from your conversation with them.
                </EmptyState>
              </div>
            ) : (
              <>
                <ul className="divide-y divide-line">
                  {data.items.map((member) => (
                    <BlockedRow key={member.attendeeId} member={member} />
                  ))}
                </ul>
                <ServedPager label="Blocked member pages" noun="blocked" served={data} busy={read.isFetching} onPage={setPage} />
              </>
            )
          }
        </ReadStates>
      </Card>
    </div>
  );
}

function BlockedRow({ member }: { member: BlockedMember }) {
  const change = useSetBlocked();
  return (
    <li className="flex flex-wrap items-center gap-4 p-5 sm:px-8">
      <PersonInitial name={member.fullName} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{member.fullName}</p>
        <p className="text-sm text-stone">
          <Ban className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
          Blocked {formatShortDate(member.blockedAt)}
        </p>
      </div>
      <MutationButton
        mutation={change}
        input={{ attendeeId: member.attendeeId, blocked: false }}
        variant="outline"
        size="sm"
        busyLabel="Unblocking..."
        aria-label={`Unblock ${member.fullName}`}
      >
        <ShieldOff className="size-4" aria-hidden="true" />
        Unblock
      </MutationButton>
    </li>
  );
}
