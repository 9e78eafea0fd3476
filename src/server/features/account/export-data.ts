// What 'Download my data' holds (issue 37, decision 059): everything the product keeps about one member, one
// kind a file. Other members appear by name only, as the member saw them (their name, never their email or
// what their profile hides). Secrets are never exported: password hashes, session tokens, push keys, the
// calendar feed's token, a passkey's key and credential id. Which table each kind reads, and which tables are left out and why, is
// EXPORT_COVERAGE (coverage.ts); a test reads the schema and fails on a table neither lists.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

type Row = Record<string, unknown>;

/** The kinds, each a JSON file in the ZIP, in the order the summary shows them. */
export const EXPORT_KINDS = [
  'profile',
  'sign-ins',
  'questions-to-the-team',
  'introductions',
  'messages',
  'rsvps',
  'notifications',
  'settings',
  'consents',
  'open-questions',
  'open-roles',
  'ai-tools',
  'reports',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export type MemberData = {
  /** Who the export is of, for the summary's heading. */
  owner: { name: string; email: string; photoKey: string | null };
  kinds: Record<ExportKind, unknown>;
};

const otherName = (alias: string) => sql.raw(`btrim(${alias}.first_name || ' ' || ${alias}.last_name)`);

async function rows(db: Database, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}

/** Everything of `userId`'s, by kind. */
export async function collectMemberData(db: Database, userId: string): Promise<MemberData> {
  const [account] = await rows(
    db,
    sql`select u.id, u.name, u.email, u.created_at, u.role, exists (select 1 from admin_users x where x.user_id = u.id) as organiser
        from users u where u.id = ${userId}`,
  );
  const [member] = await rows(
    db,
    sql`select id, first_name, last_name, email, company, job_title, industry, headline, city, country, offering,
          looking_for, website_url, linkedin_url, photo_key, in_directory, onboarding_completed, last_login, created_at,
          updated_at, photo_visible_to, headline_visible_to, company_visible_to, job_title_visible_to, industry_visible_to,
          summary_visible_to, location_visible_to, interests_visible_to, offering_visible_to, looking_for_visible_to,
          links_visible_to, email_visible_to
        from attendees where user_id = ${userId}`,
  );
  const attendeeId = (member?.id as string | undefined) ?? null;
  const email = String(account?.email ?? '');
  const ofMember = async (query: (id: string) => SQL) => (attendeeId ? rows(db, query(attendeeId)) : []);

  const profile = {
    account: account
      ? { name: account.name, email: account.email, createdAt: account.created_at, organiser: account.organiser }
      : null,
    member: member ? { ...member, id: undefined, photo: member.photo_key ? 'photo.webp' : null, photo_key: undefined } : null,
    skillsAndTopics: await ofMember(
      (id) =>
        sql`select interest_name, category, created_at from attendee_interests where attendee_id = ${id} order by created_at`,
    ),
    bios: await ofMember(
      (id) => sql`select summary_text, created_at from attendee_summaries where attendee_id = ${id} order by created_at`,
    ),
    // The 'Why Connect?' texts written for this member about others (names only).
    whyConnectTexts: await ofMember(
      (id) => sql`select ${otherName('o')} as about_member, r.text, r.created_at
        from recommendation_texts r join attendees o on o.id = r.recommended_attendee_id where r.attendee_id = ${id}`,
    ),
  };

  const signIns = {
    sessions: await rows(
      db,
      sql`select created_at, updated_at as last_active_at, expires_at, ip_address, user_agent
          from sessions where user_id = ${userId} order by created_at desc`,
    ),
    signInMethods: await rows(
      db,
      sql`select provider_id as method, created_at from accounts where user_id = ${userId} order by created_at`,
    ),
    // What the member sees of each in Sign-in & security; the public key and credential id are the device's.
    passkeys: await rows(
      db,
      sql`select name, device_type, created_at from passkeys where user_id = ${userId} order by created_at`,
    ),
    lastSignIn: member?.last_login ?? null,
    activeWeeks: (
      await rows(db, sql`select week_start from member_active_weeks where user_id = ${userId} order by week_start`)
    ).map((row) => row.week_start),
  };

  const questionsToTheTeam = await rows(
    db,
    sql`select timestamp as asked_at, name, email, question, answer, followup, questions_and_answers, status,
          admin_response as team_reply, responded_at as team_replied_at, share_permission
        from conversations where user_id = ${userId} or lower(email) = lower(${email}) order by timestamp`,
  );

  const introductions = await ofMember(
    (id) => sql`select case when c.from_attendee_id = ${id} then 'sent' else 'received' end as direction,
        ${otherName('o')} as other_member, c.status, c.note, c.reason as why_connect, c.created_at, c.accepted_at,
        c.declined_at, c.closed_at
      from connection_requests c
      join attendees o on o.id = case when c.from_attendee_id = ${id} then c.to_attendee_id else c.from_attendee_id end
      where c.from_attendee_id = ${id} or c.to_attendee_id = ${id}
      order by c.created_at`,
  );

  const messages = await ofMember(
    (id) => sql`select me.conversation_id as conversation, ${otherName('o')} as with_member,
        case when m.sender_id = ${id} then 'you' else ${otherName('o')} end as from_member, m.body, m.created_at as sent_at
      from private_conversation_members me
      join private_conversation_members other on other.conversation_id = me.conversation_id and other.member_id <> me.member_id
      join attendees o on o.id = other.member_id
      join private_messages m on m.conversation_id = me.conversation_id and m.deleted_at is null
      where me.member_id = ${id}
      order by me.conversation_id, m.seq`,
  );

  const rsvps = await ofMember(
    (
      id,
    ) => sql`select e.title as event, e.date as event_date, r.status, r.show_on_list, r.waitlisted_at, r.attended_at, r.responded_at
      from event_rsvps r join events e on e.id = r.event_id where r.attendee_id = ${id} order by e.date`,
  );

  const notifications = await rows(
    db,
    sql`select kind, title, body, link, created_at, read_at from notifications where user_id = ${userId} order by created_at desc`,
  );

  const settings = {
    notificationChannels: await rows(
      db,
      sql`select kind, channel, enabled, updated_at from notification_settings where user_id = ${userId} order by kind, channel`,
    ),
    deliveryPreferences:
      (
        await rows(
          db,
          sql`select digest, digest_hour, digest_weekday, time_zone, quiet_start, quiet_end, updated_at
            from notification_preferences where user_id = ${userId}`,
        )
      )[0] ?? null,
    pushDevices: await rows(
      db,
      sql`select split_part(endpoint, '/', 3) as push_service, created_at from push_subscriptions where user_id = ${userId}`,
    ),
    calendarFeed: (await ofMember((id) => sql`select created_at from calendar_feeds where attendee_id = ${id}`))[0] ?? null,
    blockedMembers: await ofMember(
      (id) => sql`select ${otherName('o')} as member, b.created_at as blocked_at
        from member_blocks b join attendees o on o.id = b.blocked_id where b.blocker_id = ${id} order by b.created_at`,
    ),
  };

  const consents = {
    accessRequests: await rows(
      db,
      sql`select created_at as requested_at, approved_at, completed_at as signed_up_at from access_requests
          where lower(email) = lower(${email}) order by created_at`,
    ),
    questionsSharedInAnswersFromTheTeam: questionsToTheTeam
      .filter((row) => row.share_permission)
      .map((row) => ({ question: row.question, askedAt: row.asked_at })),
    openQuestionsSharedWithTheFaq: await ofMember(
      (id) => sql`select body as question, created_at from open_questions where asker_id = ${id} and faq_consent`,
    ),
    shownOnEventAttendeeLists: rsvps.filter((row) => row.show_on_list).map((row) => row.event),
    profileVisibility: member ? Object.fromEntries(Object.entries(member).filter(([key]) => key.endsWith('_visible_to'))) : null,
    inTheDirectory: member?.in_directory ?? null,
    emailNoLongerDelivered:
      (await rows(db, sql`select reason, marked_at from undeliverable_addresses where lower(email) = lower(${email})`))[0] ??
      null,
  };

  const openQuestions = {
    asked: await ofMember(
      (id) => sql`select q.body as question, q.topics, q.anonymous, q.created_at, q.closed_at,
          coalesce((select json_agg(json_build_object('from', case when a.from_team then 'The team' else ${otherName('o')} end,
            'answer', a.body, 'helpful', a.helpful_at is not null, 'at', a.created_at) order by a.created_at)
            from open_question_answers a join attendees o on o.id = a.author_id
            where a.question_id = q.id and a.hidden_at is null), '[]') as answers
        from open_questions q where q.asker_id = ${id} order by q.created_at`,
    ),
    answered: await ofMember(
      (id) => sql`select q.body as question, a.body as answer, a.created_at, a.helpful_at, a.thanks_count
        from open_question_answers a join open_questions q on q.id = a.question_id where a.author_id = ${id} order by a.created_at`,
    ),
    thanked: await ofMember(
      (id) => sql`select a.body as answer, t.created_at from open_question_thanks t
        join open_question_answers a on a.id = t.answer_id where t.member_id = ${id} order by t.created_at`,
    ),
    followed: await ofMember(
      (id) => sql`select q.body as question, f.created_at from open_question_followers f
        join open_questions q on q.id = f.question_id where f.member_id = ${id} order by f.created_at`,
    ),
    askedOfYou: await ofMember(
      (id) => sql`select q.body as question, r.round, r.created_at from open_question_routes r
        join open_questions q on q.id = r.question_id where r.member_id = ${id} order by r.created_at`,
    ),
  };

  // Open roles (decision 069): the roles the member posted, and those they said they were interested in.
  const openRoles = {
    posted: await ofMember(
      (id) => sql`select title, company, place, remote, kind, description, apply, apply_url, topics, pinned, created_at,
          renewed_at, expires_at, closed_at, removed_at, removed_reason
        from open_roles where poster_id = ${id} order by created_at`,
    ),
    interestedIn: await ofMember(
      (id) => sql`select r.title, r.company, ${otherName('o')} as posted_by, i.created_at
        from open_role_interests i join open_roles r on r.id = i.role_id join attendees o on o.id = r.poster_id
        where i.member_id = ${id} order by i.created_at`,
    ),
  };

  // AI Tools (decision 071): the tools the member suggested, whatever became of them, and those they use.
  const aiTools = {
    suggested: await ofMember(
      (id) => sql`select name, link, purpose, topics, price_band, status, reason, created_at, decided_at
        from ai_tools where suggested_by = ${id} order by created_at`,
    ),
    used: await ofMember(
      (id) => sql`select t.name, t.link, u.created_at as marked_at from ai_tool_users u
        join ai_tools t on t.id = u.tool_id where u.member_id = ${id} order by u.created_at`,
    ),
  };

  const reports = await ofMember(
    (id) => sql`select reason, status, created_at, decided_at from message_reports where reporter_id = ${id} order by created_at`,
  );

  return {
    owner: {
      name: String(account?.name ?? ''),
      email,
      photoKey: (member?.photo_key as string | null | undefined) ?? null,
    },
    kinds: {
      profile,
      'sign-ins': signIns,
      'questions-to-the-team': questionsToTheTeam,
      introductions,
      messages,
      rsvps,
      notifications,
      settings,
      consents,
      'open-questions': openQuestions,
      'open-roles': openRoles,
      'ai-tools': aiTools,
      reports,
    },
  };
}
