// A member's connections count, as a row of the Members Log's detail view (composed there by app/admin).
import { useMemberConnectionCount } from './api';

export function MemberConnectionsCount({ attendeeId }: { attendeeId: string }) {
  const count = useMemberConnectionCount(attendeeId);
  const value = count.isPending ? 'Loading...' : count.isError ? 'Not available' : String(count.data.connections);
  return (
    <div className="grid gap-1 px-6 py-4 sm:grid-cols-[9rem_1fr] sm:px-8">
      <dt className="eyebrow self-center text-stone">Connections</dt>
      <dd className="min-w-0 text-ink tabular-nums">{value}</dd>
    </div>
  );
}
