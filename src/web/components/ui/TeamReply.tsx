// The team's reply to a member's question, with when it was sent: on the member's conversation card and
// under the question in the admin inbox (which also says whether the member has read it).
import { formatDateTime } from '../../lib/format-date';
import { Callout } from './Callout';
import { cn } from './cn';

type TeamReplyProps = {
  /** Who replied: the network's short name and 'Team'. */
  team: string;
  reply: string;
  respondedAt: string | null;
  heading: 'h3' | 'h4';
  /** Said after the time, for the team's own view. */
  readByMember?: boolean;
  /** Space above. */
  className?: string;
};

export function TeamReply({ team, reply, respondedAt, heading, readByMember, className }: TeamReplyProps) {
  return (
    <Callout title={team} heading={heading} className={cn('p-4', className)}>
      <p className="mt-2 leading-7 whitespace-pre-line text-ink">{reply}</p>
      {respondedAt ? (
        <p className="mt-3 text-xs font-medium text-stone">
          Replied <time dateTime={respondedAt}>{formatDateTime(respondedAt)}</time>
          {readByMember ? ' · Read by the member' : ''}
        </p>
      ) : null}
    </Callout>
  );
}
