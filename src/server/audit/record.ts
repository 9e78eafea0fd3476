// The audit log's one writer: every administrator action records itself here, in the transaction of
// the change it describes, so a change is never kept without its record (nor a record without its change).
// The log is append-only (migration 0014); the Activity tab reads it (features/activity, decision 028).
import { MAX_CHANGE_VALUE_LENGTH, type AuditAction, type AuditChange } from '../../common/contracts/activity';
import type { SignedInCaller } from '../auth/caller';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** Who acted: the signed-in administrator. */
export type AuditActor = Pick<SignedInCaller, 'userId' | 'email'>;

export type AuditEntry = {
  actor: AuditActor;
  /** 'feature.verb', e.g. 'member.ban': one of the catalogue's (src/common/contracts/activity.ts). */
  action: AuditAction;
  /** The person the action was about, when it was about one: a member's detail view lists these. */
  targetEmail?: string | null;
  /** On what, when it was not a person; by default the target email, else `details.title`. */
  subject?: string | null;
  /** The reason the administrator gave, when the action asks for one. */
  reason?: string | null;
  /** Before → after of what the action changed (changesBetween). */
  changes?: AuditChange[];
  /** What else the record keeps (ids, the export's filters). */
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
    subject: entry.subject ?? entry.targetEmail ?? (typeof entry.details?.title === 'string' ? entry.details.title : null),
    reason: entry.reason ?? null,
    changes: entry.changes && entry.changes.length > 0 ? entry.changes : null,
    details: entry.details,
    createdAt: entry.at,
  });
}

type ChangeValue = AuditChange['from'];

/** A value as a change keeps it: dates as ISO text, lists joined with commas, long text shortened. */
function changeValue(value: unknown): ChangeValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean' || typeof value === 'number') return value;
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? value.map(String).join(', ')
          : JSON.stringify(value);
  return text.length > MAX_CHANGE_VALUE_LENGTH ? `${text.slice(0, MAX_CHANGE_VALUE_LENGTH - 1)}…` : text;
}

/**
 * The fields of `labels` whose values differ between `before` and `after`, as 'Label: before → after'
 * changes, in the order of `labels`. Values compare as they will be kept (a shortened text that still
 * differs is listed).
 */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: T,
  labels: Partial<Record<keyof T & string, string>>,
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, label] of Object.entries(labels) as Array<[keyof T & string, string]>) {
    const from = before[field] instanceof Date ? (before[field] as Date).toISOString() : before[field];
    const to = after[field] instanceof Date ? (after[field] as Date).toISOString() : after[field];
    if (JSON.stringify(from ?? null) === JSON.stringify(to ?? null)) continue;
    changes.push({ field: label, from: changeValue(from), to: changeValue(to) });
  }
  return changes;
}

/** One field's change stated outright (a status, a flag): 'Status: Active → Deactivated'. */
export const changeOf = (field: string, from: unknown, to: unknown): AuditChange => ({
  field,
  from: changeValue(from),
  to: changeValue(to),
});
