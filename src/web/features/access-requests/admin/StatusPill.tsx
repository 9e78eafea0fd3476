// The derived display status of a request (spec 4.3) as a small pill with a dot.
import type { AccessRequestDisplayStatus } from '../../../../common/contracts/access-requests';
import { cn } from '../../../components/ui/cn';

const LOOK: Record<AccessRequestDisplayStatus, { label: string; pill: string; dot: string }> = {
  pending: { label: 'Pending', pill: 'bg-brand-soft text-brand-deep ring-brand/35', dot: 'bg-brand-deep' },
  approved: { label: 'Approved', pill: 'bg-success-soft text-success ring-success/25', dot: 'bg-success' },
  expired: { label: 'Expired', pill: 'bg-danger-soft text-danger ring-danger/20', dot: 'bg-danger' },
  signed_up: { label: 'Signed up', pill: 'bg-ink/[0.06] text-stone ring-ink/10', dot: 'bg-stone' },
};

export function StatusPill({ status, className }: { status: AccessRequestDisplayStatus; className?: string }) {
  const look = LOOK[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-[0.7rem] font-semibold tracking-[0.12em] whitespace-nowrap uppercase ring-1',
        look.pill,
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', look.dot)} />
      {look.label}
    </span>
  );
}
