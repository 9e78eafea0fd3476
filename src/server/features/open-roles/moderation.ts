// What organisers do to open roles (issue 39 item 1, decision 069): pin one to the top of the list, edit it,
// or remove it with a reason its poster reads (the role's page, a notification and an email, as they chose:
// the registry's 'role-removed'). Each is one audit row in the change's transaction (decision 028).
import { sql } from 'drizzle-orm';
import { OPEN_ROLES_TEXTS as T, type RoleDone, type RoleFields } from '../../../common/contracts/open-roles';
import { ROUTES } from '../../../common/routes';
import { changesBetween, recordAudit } from '../../audit/record';
import { rowsOf } from '../../db/rows';
import { notFound } from '../../http/errors';
import { recordNews, type RecordedNews } from '../notifications/public';
import { readRoleAs, type Caller, type OpenRoleDeps } from './deps';
import { roleRemovedEmail } from './emails';
import { topicsFromList } from '../topics/public';

type Target = {
  id: string;
  title: string;
  company: string;
  place: string;
  remote: boolean;
  kind: string;
  description: string;
  apply: string;
  apply_url: string | null;
  topics: string[];
  pinned: boolean;
  removed_at: Date | string | null;
  email: string;
  user_id: string | null;
  first_name: string;
};

async function lockRole(tx: Parameters<Parameters<OpenRoleDeps['db']['transaction']>[0]>[0], id: string): Promise<Target> {
  const [row] = rowsOf<Target>(
    await tx.execute(sql`
      select r.id, r.title, r.company, r.place, r.remote, r.kind, r.description, r.apply, r.apply_url, r.topics, r.pinned,
        r.removed_at, poster.email, poster.user_id, poster.first_name
      from open_roles r join attendees poster on poster.id = r.poster_id
      where r.id = ${id} for update of r`),
  );
  if (!row) throw notFound(T.roleNotFound);
  return row;
}

export async function pinRole(deps: OpenRoleDeps, caller: Caller, id: string, pinned: boolean): Promise<RoleDone> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockRole(tx, id);
    if (before.pinned === pinned) return;
    await tx.execute(sql`update open_roles set pinned = ${pinned} where id = ${id}`);
    await recordAudit(tx, {
      actor: caller,
      action: 'open-role.pin',
      targetEmail: before.email,
      subject: before.title,
      changes: [{ field: 'Pinned', from: before.pinned, to: pinned }],
      details: { roleId: id },
      at,
    });
  });
  return { message: pinned ? T.pinned : T.unpinned, role: await readRoleAs(deps.db, caller, id, at) };
}

export async function editRole(deps: OpenRoleDeps, caller: Caller, id: string, input: RoleFields): Promise<RoleDone> {
  const at = deps.now();
  const topics = await topicsFromList(deps.db, input.topics);
  await deps.db.transaction(async (tx) => {
    const before = await lockRole(tx, id);
    const after = { ...input, applyUrl: input.apply === 'link' ? input.applyUrl : null, topics };
    await tx.execute(sql`
      update open_roles set title = ${after.title}, company = ${after.company}, place = ${after.place}, remote = ${after.remote},
        kind = ${after.kind}, description = ${after.description}, apply = ${after.apply}, apply_url = ${after.applyUrl},
        topics = ${sql.param(topics)}::text[], topic_keys = ${sql.param(topics.map((t) => t.toLowerCase()))}::text[]
      where id = ${id}`);
    await recordAudit(tx, {
      actor: caller,
      action: 'open-role.edit',
      targetEmail: before.email,
      subject: after.title,
      changes: changesBetween(
        { ...before, applyUrl: before.apply_url },
        after as unknown as Record<string, unknown> as typeof before & { applyUrl: string | null },
        {
          title: 'Title',
          company: 'Company',
          place: 'Place',
          remote: 'Remote',
          kind: 'Kind',
          description: 'Description',
          apply: 'How to apply',
          applyUrl: 'Apply link',
          topics: 'Topics',
        },
      ),
      details: { roleId: id },
      at,
    });
  });
  return { message: T.saved, role: await readRoleAs(deps.db, caller, id, at) };
}

/** What removing needs: the moderation queue's 'hide' outcome calls it inside its transaction (decision 069). */
export type RemoveDeps = Pick<OpenRoleDeps, 'db' | 'now' | 'config' | 'news' | 'afterAnswer'>;

export async function removeRole(deps: RemoveDeps, caller: Caller, id: string, reason: string): Promise<RoleDone> {
  const at = deps.now();
  const news = await deps.db.transaction(async (tx): Promise<RecordedNews | null> => {
    const before = await lockRole(tx, id);
    if (before.removed_at) return null;
    await tx.execute(
      sql`update open_roles set removed_at = ${at.toISOString()}, removed_reason = ${reason}, pinned = false where id = ${id}`,
    );
    await recordAudit(tx, {
      actor: caller,
      action: 'open-role.remove',
      targetEmail: before.email,
      subject: before.title,
      reason,
      details: { roleId: id },
      at,
    });
    const link = `${ROUTES.openRoles}?show=mine`;
    return recordNews(deps.news, tx, 'role-removed', [
      {
        userId: before.user_id,
        title: T.removedTitle(before.title),
        body: reason,
        link,
        onceKey: `open-role-removed:${id}`,
        email: () =>
          roleRemovedEmail(deps.config.brand, before.email, {
            firstName: before.first_name,
            title: before.title,
            reason,
            url: `${deps.config.publicBaseUrl}${link}`,
          }),
      },
    ]);
  });
  if (news) deps.afterAnswer.run('open role removed news', () => news.deliver());
  return { message: T.removed, role: await readRoleAs(deps.db, caller, id, at) };
}
