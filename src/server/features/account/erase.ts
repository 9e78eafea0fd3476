// The end of an account's 14 days (decision 059): what is the member's alone is erased; what others hold
// keeps its shape under 'Former member'. One transaction:
//   - the member row stays as a nameless shell (its id holds the messages others received, the answers that
//     helped, the reports the organisers decided), renamed 'Former member', every profile field emptied,
//     archived and out of the directory; its skills, bios, 'Why Connect?' texts, blocks, calendar feed,
//     follows and routes go, and their AI tool marks; live introductions are closed; open questions asked are closed;
//   - the questions to the team keep the team's replies, named 'Former member', with no email;
//   - the access requests and a mark of undeliverable mail for the address go;
//   - the Activity log's entries that name the person are redacted (the one change migration 0033 allows),
//     and one entry, 'member.erase', says it happened and how many were redacted;
//   - the account goes, and with it (by the schema's cascades) its sessions, sign-in methods, settings,
//     notifications, push subscriptions, exports and codes.
// The stored photo and export files are removed once the transaction has committed.
import { eq, sql } from 'drizzle-orm';
import { FORMER_MEMBER_NAME } from '../../../common/contracts/account';
import { PHOTO_SIZES } from '../../../common/contracts/member-fields';
import { recordAudit } from '../../audit/record';
import { accountDeletions, attendees, dataExports, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { photoFileOf } from '../photos/public';
import type { AccountDeps } from './deps';
import { componentLog } from '../../log/logger';

const log = componentLog('account');

/** What stands for a detail of the person in a redacted Activity entry. */
export const REDACTED = '[erased]';

export async function eraseAccount(deps: AccountDeps, deletion: typeof accountDeletions.$inferSelect): Promise<void> {
  const now = deps.now();
  const { userId } = deletion;
  const files = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return [];
    const email = user.email.toLowerCase();
    const [member] = await tx
      .select({ id: attendees.id, photoKey: attendees.photoKey, firstName: attendees.firstName, lastName: attendees.lastName })
      .from(attendees)
      .where(eq(attendees.userId, userId))
      .limit(1);
    const fullName = member ? `${member.firstName} ${member.lastName}`.trim() : user.name;
    const exports = await tx.select({ key: dataExports.storageKey }).from(dataExports).where(eq(dataExports.userId, userId));

    // The Activity log: the entries that name the person (decision 059).
    await tx.execute(sql`select set_config('fmc.audit_redaction', 'on', true)`);
    const redacted = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update audit_log set
          target_email = case when lower(target_email) = ${email} then null else target_email end,
          actor_email = case when lower(actor_email) = ${email} then ${FORMER_MEMBER_NAME} else actor_email end,
          subject = case when lower(subject) = ${email} or subject = ${fullName} then ${FORMER_MEMBER_NAME} else subject end,
          changes = case when lower(target_email) = ${email} and changes is not null then (
            select jsonb_agg(jsonb_build_object('field', c ->> 'field', 'from', ${REDACTED}::text, 'to', ${REDACTED}::text))
            from jsonb_array_elements(changes) c) else changes end,
          details = case when lower(target_email) = ${email} and details is not null then (
            select coalesce(jsonb_object_agg(d.key, case when jsonb_typeof(d.value) = 'string' then to_jsonb(${REDACTED}::text) else d.value end), '{}'::jsonb)
            from jsonb_each(details) d) else details end
        where lower(target_email) = ${email} or lower(actor_email) = ${email} or lower(subject) = ${email}
        returning id`),
    );
    await tx.execute(sql`select set_config('fmc.audit_redaction', 'off', true)`);

    // Questions to the team: the team's replies stay, the name and address go.
    await tx.execute(sql`update conversations set name = ${FORMER_MEMBER_NAME}, email = null
      where user_id = ${userId} or lower(email) = ${email}`);
    await tx.execute(sql`delete from access_requests where lower(email) = ${email}`);
    await tx.execute(sql`delete from undeliverable_addresses where lower(email) = ${email}`);

    if (member) {
      const id = member.id;
      await tx.execute(sql`delete from attendee_interests where attendee_id = ${id}`);
      await tx.execute(sql`delete from attendee_summaries where attendee_id = ${id}`);
      await tx.execute(sql`delete from recommendation_texts where attendee_id = ${id} or recommended_attendee_id = ${id}`);
      await tx.execute(sql`delete from calendar_feeds where attendee_id = ${id}`);
      await tx.execute(sql`delete from member_blocks where blocker_id = ${id} or blocked_id = ${id}`);
      await tx.execute(sql`delete from event_people_to_meet where attendee_id = ${id}`);
      await tx.execute(sql`delete from open_question_followers where member_id = ${id}`);
      // Their 'I use it' marks (decision 071): the tools' counts follow, by migration 0036's trigger. The tools
      // they suggested stay in the library (what others use), their suggester a nameless shell.
      await tx.execute(sql`delete from ai_tool_users where member_id = ${id}`);
      await tx.execute(sql`delete from open_question_routes where member_id = ${id}`);
      await tx.execute(sql`update open_questions set closed_at = ${now} where asker_id = ${id} and closed_at is null`);
      // Their open roles close, and their interest in others' goes (decision 069).
      await tx.execute(sql`update open_roles set closed_at = ${now} where poster_id = ${id} and closed_at is null`);
      await tx.execute(sql`delete from open_role_interests where member_id = ${id}`);
      await tx.execute(sql`update connection_requests
        set status = case when status = 'accepted' then 'removed' else 'withdrawn' end, closed_at = ${now}
        where (from_attendee_id = ${id} or to_attendee_id = ${id}) and status in ('pending', 'declined', 'accepted')`);
      await tx.execute(sql`delete from event_rsvps r using events e
        where r.attendee_id = ${id} and e.id = r.event_id and e.date > ${now}`);
      await tx
        .update(attendees)
        .set({
          userId: null,
          firstName: 'Former',
          lastName: 'member',
          email: `former-member-${id}@erased.invalid`,
          company: null,
          jobTitle: null,
          industry: null,
          headline: null,
          city: null,
          country: null,
          offering: null,
          lookingFor: null,
          websiteUrl: null,
          linkedinUrl: null,
          photoKey: null,
          inDirectory: false,
          archived: true,
          lastLogin: null,
          homeSeenAt: null,
          homePreviousVisitAt: null,
          updatedAt: now,
        })
        .where(eq(attendees.id, id));
    }

    await recordAudit(tx, {
      actor: { userId: deletion.requestedByUserId ?? userId, email: deletion.requestedByEmail ?? FORMER_MEMBER_NAME },
      action: 'member.erase',
      subject: FORMER_MEMBER_NAME,
      details: { redactedEntries: redacted.length, requestedByOrganiser: deletion.requestedByUserId !== null },
      at: now,
    });
    await tx.delete(users).where(eq(users.id, userId));
    return [
      ...(member?.photoKey ? PHOTO_SIZES.map((size) => photoFileOf(member.photoKey!, size)) : []),
      ...exports.flatMap((row) => (row.key ? [row.key] : [])),
    ];
  });
  for (const key of files)
    await deps.storage.remove(key).catch((error: unknown) => {
      log.error(`could not remove ${key}: ${error instanceof Error ? error.message : String(error)}`);
    });
}
