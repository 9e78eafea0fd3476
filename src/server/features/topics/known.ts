// The organisers' topics as other features' forms use them: a question, a role or a tool names topics from
// the list, spelled as the list spells them.
import { sql } from 'drizzle-orm';
import { TOPIC_MESSAGES as M } from '../../../common/contracts/topics';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { badRequest } from '../../http/errors';

/** The topics as the directory's list spells them; a name not on it is a 400 that names it. */
export async function topicsFromList(db: Pick<Database, 'execute'>, names: string[]): Promise<string[]> {
  const keys = [...new Set(names.map((name) => name.toLowerCase()))];
  if (keys.length === 0) return [];
  const found = rowsOf<{ name: string }>(
    await db.execute(sql`select name from topics where lower(name) = any(${sql.param(keys)}::text[]) order by name`),
  );
  const known = new Set(found.map((row) => row.name.toLowerCase()));
  const unknown = names.find((name) => !known.has(name.toLowerCase()));
  if (unknown) throw badRequest(M.unknownTopic(unknown), 'UNKNOWN_TOPIC', { topics: M.unknownTopic(unknown) });
  return found.map((row) => row.name);
}
