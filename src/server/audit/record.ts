// The audit log's one writer: every administrator action records itself here, in the transaction of
// the change it describes, so a change is never kept without its record (nor a record without its change).
import type { SignedInCaller } from '../auth/caller';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** Who acted: the signed-in administrator. */
export type AuditActor = Pick<SignedInCaller, 'userId' | 'email'>;

export type AuditEntry = {
  actor: AuditActor;
  /** 'feature.verb', e.g. 'member.ban': what a member's detail view labels (auditActionLabel). */
  action: string;
  /** The person the action was about, when it was about one: a member's detail view lists these. */
  targetEmail?: string | null;
  /** The reason the administrator gave, when the action asks for one. */
  reason?: string | null;
  /** What was changed, for the record (ids, titles, the export's filters). */
  details?: Record<string, unknown>;
  at: Date;
};

/** Writes one audit row with `tx`: the action's transaction, or the database where the action writes nothing else. */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetEmail: entry.targetEmail ?? null,
    reason: entry.reason ?? null,
    details: entry.details,
    createdAt: entry.at,
  });
}
