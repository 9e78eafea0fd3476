// Writes the demo's introductions as the connections feature records them: sent, then accepted, set aside
// ('Not now'), waiting, or run out after their 30 days.
import { inArray, sql } from 'drizzle-orm';
import { attendees, connectionRequests } from '../../schema';
import { DEMO_INTRODUCTIONS } from './introductions';
import { DAY, type SeedContext } from './shared';

const REQUEST_DAYS = 30;

/** The introductions between pairs who have none yet, either way round. */
export async function writeIntroductions({ tx, at, member, members }: SeedContext): Promise<number> {
  const idByEmail = new Map(
    (
      await tx
        .select({ id: attendees.id, email: attendees.email })
        .from(attendees)
        .where(
          inArray(
            sql`lower(${attendees.email})`,
            members.map((m) => m.email),
          ),
        )
    ).map((row) => [row.email.toLowerCase(), row.id]),
  );
  const ids = [...idByEmail.values()];
  const pairKey = (a: string, b: string) => [a, b].sort().join(' ');
  const existing = ids.length
    ? await tx
        .select({ from: connectionRequests.fromAttendeeId, to: connectionRequests.toAttendeeId })
        .from(connectionRequests)
        .where(inArray(connectionRequests.fromAttendeeId, ids))
    : [];
  const taken = new Set(existing.map((r) => pairKey(r.from, r.to)));
  const rows: (typeof connectionRequests.$inferInsert)[] = [];
  for (const intro of DEMO_INTRODUCTIONS) {
    const from = idByEmail.get(member(intro.from).email);
    const to = idByEmail.get(member(intro.to).email);
    if (!from || !to || taken.has(pairKey(from, to))) continue;
    taken.add(pairKey(from, to));
    const createdAt = at(intro.daysAgo * DAY);
    const expiresAt = new Date(createdAt.getTime() + REQUEST_DAYS * DAY);
    const answeredAt = new Date(createdAt.getTime() + (intro.answeredAfterDays ?? 0) * DAY);
    rows.push({
      fromAttendeeId: from,
      toAttendeeId: to,
      status: intro.state,
      note: intro.note ?? null,
      createdAt,
      expiresAt,
      acceptedAt: intro.state === 'accepted' ? answeredAt : null,
      declinedAt: intro.state === 'declined' ? answeredAt : null,
      closedAt: intro.state === 'expired' ? expiresAt : null,
    });
  }
  if (!rows.length) return 0;
  const inserted = await tx.insert(connectionRequests).values(rows).returning({ id: connectionRequests.id });
  return inserted.length;
}
