// A new role told to the members whose Looking for matches it (issue 39 item 1, decision 069): the words of
// its title and its kind ('advisory', 'board'…) against each member's Looking for, through a GIN index on
// those words (attendees_looking_for_words_idx). Never its poster, never a member either of them blocked,
// only members listed in the directory, and at most ROLE_MATCHES_MAX of them, those with the most words in
// common first. The news is the notification registry's 'role-match': each member's settings decide, at
// send time, whether it reaches the bell, an email or the digest.
import { sql } from 'drizzle-orm';
import { OPEN_ROLES_TEXTS as T, ROLE_KIND_LABELS, ROLE_MATCHES_MAX, type RoleFields } from '../../../common/contracts/open-roles';
import { paths } from '../../../common/routes';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { recordNews, type RecordedNews } from '../notifications/public';
import type { OpenRoleDeps } from './deps';
import { roleMatchEmail } from './emails';

/** Words too common to say what a role is. */
const COMMON_WORDS = new Set(
  'the and for with from our your you who are was were will can join team role roles job jobs work working looking new senior junior lead head part time full'.split(
    ' ',
  ),
);

/** The role's distinct words worth matching (letters and digits, 3 or more), at most 16. */
export function roleWords(role: Pick<RoleFields, 'title' | 'kind'>): string[] {
  const text = `${role.title} ${ROLE_KIND_LABELS[role.kind]}`.toLowerCase();
  const words = text.match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words.filter((word) => !COMMON_WORDS.has(word)))].slice(0, 16);
}

type Match = { attendee_id: string; user_id: string; email: string; first_name: string };

/** Records the news for the members the role matches, inside `tx`; the caller delivers it after the commit. */
export async function recordRoleMatches(
  deps: Pick<OpenRoleDeps, 'news' | 'config'>,
  tx: Database,
  role: RoleFields & { id: string; posterId: string },
  now: Date,
): Promise<RecordedNews | null> {
  const words = roleWords(role);
  if (words.length === 0) return null;
  // Only letters and digits reach the query text (roleWords), so '|' joins them safely.
  const query = sql`to_tsquery('simple', ${words.join(' | ')})`;
  const matches = rowsOf<Match>(
    await tx.execute(sql`
      select m.id as attendee_id, m.user_id, m.email, m.first_name
      from attendees m join directory_entries d on d.attendee_id = m.id
      where to_tsvector('simple', coalesce(m.looking_for, '')) @@ ${query}
        and d.listed and m.user_id is not null and m.id <> ${role.posterId}
        and not exists (select 1 from member_blocks blk
          where (blk.blocker_id = m.id and blk.blocked_id = ${role.posterId}) or (blk.blocker_id = ${role.posterId} and blk.blocked_id = m.id))
      order by ts_rank(to_tsvector('simple', coalesce(m.looking_for, '')), ${query}) desc, m.id
      limit ${ROLE_MATCHES_MAX}`),
  );
  if (matches.length === 0) return null;
  const link = paths.openRole(role.id);
  const title = T.matchTitle(role.title, role.company);
  return recordNews(
    deps.news,
    tx,
    'role-match',
    matches.map((member) => ({
      userId: member.user_id,
      title,
      body: `${ROLE_KIND_LABELS[role.kind]} · ${role.remote ? (role.place ? `${role.place} or remote` : 'Remote') : role.place}`,
      link,
      onceKey: `open-role:${role.id}:${member.attendee_id}:${now.getTime()}`,
      email: () =>
        roleMatchEmail(deps.config.brand, member.email, {
          firstName: member.first_name,
          role,
          url: `${deps.config.publicBaseUrl}${link}`,
        }),
    })),
  );
}
