import { memberStatusLabel, type MemberListItem } from '../../../../common/contracts/members';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../components/ui/cn';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-[0.14em] uppercase';

/** Active / Deactivated, and Archived when it is. */
export function MemberStatus({ member }: { member: Pick<MemberListItem, 'isBanned' | 'archived'> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <span
        className={cn(pill, member.isBanned ? 'bg-danger text-white' : 'bg-success-soft text-success ring-1 ring-success/25')}
      >
        {memberStatusLabel(member)}
      </span>
      {member.archived ? <Badge tone="brand">Archived</Badge> : null}
    </span>
  );
}
