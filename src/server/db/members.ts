// The one definition of a member, for every screen that shows how many there are (setup's summary after the
// demo content, the Members Log, community health): a member row that is onboarded, neither deactivated nor
// archived (the product's delete), and not an administrator's (decision 038). Screens may list more people
// than this (the Members Log also lists those not onboarded yet and the deactivated, to act on them), but a
// figure called 'members' is this count, computed here and nowhere else.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './rows';

/**
 * The condition on a member row aliased `a` (any alias: pass its name). Deactivated is either mark of a
 * ban: the account's own flag, or the banned_users row of the address (a ban may name an address with no
 * account yet). The look-ups go by the ban's email index and the few administrators' ids.
 */
export function memberCondition(alias = 'a'): SQL {
  const a = sql.raw(`"${alias.replace(/"/g, '')}"`);
  return sql`(${a}.onboarding_completed and not ${a}.archived
    and not exists (select 1 from banned_users b where lower(b.email) = lower(${a}.email))
    and (${a}.user_id is null or ${a}.user_id not in (select au.user_id from admin_users au union all select u.id from users u where u.banned is true)))`;
}

/** The accounts whose activity does not count as a member's: every account whose member row is not a
 * member, and the administrators and deactivated accounts themselves (an account may have no member row). */
export const NOT_MEMBER_ACCOUNTS = sql`(select au.user_id from admin_users au
  union select u.id from users u where u.banned is true
  union select a.user_id from attendees a where a.user_id is not null and not ${memberCondition('a')})`;

/** How many members there are (or, given `ids`, how many of those member rows are members). */
export async function countMembers(db: Pick<Database, 'execute'>, ids?: string[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const only = ids
    ? sql` and a.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const [row] = rowsOf<{ members: number }>(
    await db.execute(sql`select count(*)::int as members from attendees a where ${memberCondition('a')}${only}`),
  );
  return row.members;
}
