// 'Message' on a member's detail in the Members Log (issue 35): an organiser may write to any member, who
// may reply. A row of the detail's list, composed there by app/admin.
import { MessageButton } from '../MessageButton';

export function MessageMemberRow({ attendeeId }: { attendeeId: string }) {
  return (
    <div className="grid gap-1 px-6 py-4 sm:grid-cols-[9rem_1fr] sm:px-8">
      <dt className="eyebrow self-center text-stone">Messages</dt>
      <dd className="min-w-0">
        <MessageButton memberId={attendeeId} name="this member" />
      </dd>
    </div>
  );
}
