// Who the organisers are for anything sent to them (issue 34): every administrator who may act. One
// definition for the organisers' news (a new question, a new access request) and the administrators'
// daily digest, so no path emails or notifies a deactivated administrator.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers, bannedUsers, users } from '../../db/schema';

export type ActiveAdministrator = { userId: string; email: string; name: string };

/** Administrators not deactivated, by the auth library's flag or by a ban record, in email order. Takes a
 * transaction as well as the database: news for the organisers is recorded inside the change's. */
export async function listActiveAdministrators(db: Pick<Database, 'select'>): Promise<ActiveAdministrator[]> {
  return db
    .select({ userId: users.id, email: users.email, name: users.name })
    .from(adminUsers)
    .innerJoin(users, eq(users.id, adminUsers.userId))
    .where(
      sql`coalesce(${users.banned}, false) = false
        and not exists (select 1 from ${bannedUsers} where lower(${bannedUsers.email}) = lower(${users.email}))`,
    )
    .orderBy(asc(users.email));
}
