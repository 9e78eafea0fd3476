// The organisers curate AI Tools' categories (issue 39 item 2, decision 071): add, rename, move to a place in
// the order, delete (its tools stay in the library, uncategorised: the foreign key sets them to none). Each
// is one Activity row in the change's transaction. Positions are 0, 1, 2… in the order members see.
import { sql } from 'drizzle-orm';
import { AI_TOOL_CATEGORIES_MAX, AI_TOOL_TEXTS as T } from '../../../common/contracts/ai-tools';
import { recordAudit } from '../../audit/record';
import { rowsOf } from '../../db/rows';
import { isUniqueViolation } from '../../http/database-errors';
import { conflict, notFound } from '../../http/errors';
import type { AiToolDeps, Caller, Writer } from './deps';

type CategoryRow = { id: string; name: string; position: number };

async function withDuplicateName<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(T.categoryDuplicate, 'DUPLICATE');
    throw error;
  }
}

/** Every category, locked, in order: a change of order is made on the whole list at once. */
async function lockedCategories(tx: Writer): Promise<CategoryRow[]> {
  return rowsOf<CategoryRow>(
    await tx.execute(sql`select id, name, position from ai_tool_categories order by position, lower(name), id for update`),
  );
}

async function renumber(tx: Writer, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ai_tool_categories c set position = ordered.position - 1
    from unnest(${sql.param(ids)}::uuid[]) with ordinality as ordered(id, position)
    where c.id = ordered.id and c.position <> ordered.position - 1`);
}

export async function createCategory(deps: Pick<AiToolDeps, 'db' | 'now'>, caller: Caller, name: string) {
  const now = deps.now();
  return withDuplicateName(() =>
    deps.db.transaction(async (tx) => {
      const all = await lockedCategories(tx);
      if (all.length >= AI_TOOL_CATEGORIES_MAX) throw conflict(T.tooManyCategories, 'TOO_MANY');
      const [row] = rowsOf<CategoryRow>(
        await tx.execute(sql`
          insert into ai_tool_categories (name, position, created_at) values (${name}, ${all.length}, ${now.toISOString()})
          returning id, name, position`),
      );
      await recordAudit(tx, {
        actor: caller,
        action: 'ai-tool-category.create',
        subject: name,
        details: { categoryId: row.id, title: name },
        at: now,
      });
      return { message: T.categoryCreated, category: { id: row.id, name: row.name } };
    }),
  );
}

export async function renameCategory(deps: Pick<AiToolDeps, 'db' | 'now'>, caller: Caller, id: string, name: string) {
  const now = deps.now();
  return withDuplicateName(() =>
    deps.db.transaction(async (tx) => {
      const [before] = rowsOf<CategoryRow>(
        await tx.execute(sql`select id, name, position from ai_tool_categories where id = ${id} for update`),
      );
      if (!before) throw notFound(T.categoryNotFound);
      await tx.execute(sql`update ai_tool_categories set name = ${name} where id = ${id}`);
      await recordAudit(tx, {
        actor: caller,
        action: 'ai-tool-category.rename',
        subject: name,
        changes: before.name === name ? [] : [{ field: 'Name', from: before.name, to: name }],
        details: { categoryId: id, title: name },
        at: now,
      });
      return { message: T.categoryRenamed, category: { id, name } };
    }),
  );
}

export async function moveCategory(deps: Pick<AiToolDeps, 'db' | 'now'>, caller: Caller, id: string, position: number) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const all = await lockedCategories(tx);
    const from = all.findIndex((row) => row.id === id);
    if (from === -1) throw notFound(T.categoryNotFound);
    const to = Math.min(position, all.length - 1);
    const ids = all.map((row) => row.id);
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    await renumber(tx, ids);
    await recordAudit(tx, {
      actor: caller,
      action: 'ai-tool-category.move',
      subject: all[from].name,
      changes: from === to ? [] : [{ field: 'Place', from: from + 1, to: to + 1 }],
      details: { categoryId: id, title: all[from].name },
      at: now,
    });
    return { message: T.categoryMoved, category: { id, name: all[from].name } };
  });
}

export async function deleteCategory(deps: Pick<AiToolDeps, 'db' | 'now'>, caller: Caller, id: string) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const all = await lockedCategories(tx);
    const gone = all.find((row) => row.id === id);
    if (!gone) throw notFound(T.categoryNotFound);
    await tx.execute(sql`delete from ai_tool_categories where id = ${id}`);
    await renumber(
      tx,
      all.filter((row) => row.id !== id).map((row) => row.id),
    );
    await recordAudit(tx, {
      actor: caller,
      action: 'ai-tool-category.delete',
      subject: gone.name,
      details: { categoryId: id, title: gone.name },
      at: now,
    });
    return { message: T.categoryDeleted };
  });
}
