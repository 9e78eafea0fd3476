// A database with a row in every table (backup tests, decision 073): the demo content first (realistic
// members, conversations, events…), then, for each table still empty, one row made from the catalogue:
// every required column given a value of its type, a foreign key the key of a row its table already has.
// Read from the database itself, so a table added later is filled without changing this file; a table it
// cannot fill (a check it does not guess) fails the test that asks for every table.

/** Runs one statement with values and answers its rows, on either engine. */
export type RunSql = (text: string, values?: unknown[]) => Promise<Array<Record<string, any>>>;

type Column = { name: string; type: string; udt: string; nullable: boolean; hasDefault: boolean; generated: boolean };
type ForeignKey = { table: string; ref: string; columns: string[]; refColumns: string[] };

/** What the catalogue cannot tell: a check across columns. A column named here is set even when it may be
 * null: 'key' from its foreign key, otherwise the SQL given. */
const OVERRIDES: Record<string, Record<string, string>> = {
  // Exactly the subject's own columns are set (message_reports_subject_check).
  message_reports: { subject: `'message'`, message_id: 'key' },
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the app's own schema (public), with their row counts. */
export async function countRows(run: RunSql, schemas: string[] = ['public']): Promise<Map<string, number>> {
  const tables = await run(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = any($1::text[]) order by 1`,
    [schemas],
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) counts.set(name, Number((await run(`select count(*)::int as n from ${name}`))[0].n));
  return counts;
}

/** A value of the column's type for a required column that has no default, as SQL. */
function valueFor(column: Column, enums: Map<string, string[]>): string {
  if (column.udt.startsWith('_')) return `'{}'`;
  const labels = enums.get(column.udt);
  if (labels) return `'${labels[0].replace(/'/g, "''")}'`;
  switch (column.udt) {
    case 'uuid':
      return 'gen_random_uuid()';
    case 'int2':
    case 'int4':
    case 'int8':
    case 'numeric':
    case 'float4':
    case 'float8':
      return '1';
    case 'bool':
      return 'false';
    case 'timestamptz':
    case 'timestamp':
      return 'now()';
    case 'date':
      return 'current_date';
    case 'json':
    case 'jsonb':
      return `'{}'`;
    case 'bytea':
      return `'\\x00'::bytea`;
    case 'inet':
      return `'127.0.0.1'`;
    case 'tsvector':
      return `''::tsvector`;
    default:
      return `'filled ' || substr(md5(random()::text), 1, 8)`;
  }
}

/**
 * Inserts one row into every empty table of the public schema that it can, foreign keys first. Answers the
 * tables it could not fill, with the database's reason.
 */
export async function fillEmptyTables(run: RunSql): Promise<Record<string, string>> {
  const columns = await run(
    `select table_name as "table", column_name as name, data_type as type, udt_name as udt,
            is_nullable = 'YES' as nullable, column_default is not null or identity_generation is not null as "hasDefault",
            is_generated = 'ALWAYS' as generated
     from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const foreignKeys = (await run(
    `select c.conrelid::regclass::text as "table", c.confrelid::regclass::text as ref,
            array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
            array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as "refColumns"
     from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  )) as ForeignKey[];
  // A check that names the allowed values (`channel in ('product', 'email', 'push')`): the first of them.
  const allowed = new Map<string, string>();
  for (const row of await run(
    `select conrelid::regclass::text as "table", pg_get_constraintdef(oid) as def
     from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`,
  )) {
    const match = /\(+"?(\w+)"? = ANY \(+ARRAY\['((?:[^']|'')*)'/.exec(row.def);
    if (match) allowed.set(`${String(row.table).replace(/"/g, '')}.${match[1]}`, match[2]);
  }
  const enums = new Map<string, string[]>();
  for (const row of await run(
    `select t.typname as name, e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid order by e.enumsortorder`,
  )) {
    enums.set(row.name, [...(enums.get(row.name) ?? []), row.label]);
  }
  const byTable = new Map<string, Column[]>();
  for (const column of columns) byTable.set(column.table, [...(byTable.get(column.table) ?? []), column as Column]);

  const failures: Record<string, string> = {};
  let progress = true;
  while (progress) {
    progress = false;
    const counts = await countRows(run);
    for (const [qualified, count] of counts) {
      if (count > 0) continue;
      const table = qualified.replace(/^public\./, '').replace(/"/g, '');
      const keys = foreignKeys.filter((fk) => fk.table.replace(/"/g, '') === table);
      // Waits for the tables it refers to (itself aside: its own keys are left empty when they may be).
      const refersToEmpty = keys.some((fk) => fk.ref.replace(/"/g, '') !== table && counts.get(`public.${fk.ref}`) === 0);
      if (refersToEmpty) continue;
      const values = new Map<string, string>();
      // Two keys to one table (a block's blocker and blocked, a conversation's lower and higher member) take
      // different rows, in the order of their keys.
      const taken = new Map<string, number>();
      for (const fk of keys) {
        if (fk.ref.replace(/"/g, '') === table) continue;
        const required = fk.columns.some(
          (name) => !byTable.get(table)!.find((c) => c.name === name)!.nullable || OVERRIDES[table]?.[name] === 'key',
        );
        if (!required) continue;
        const offset = taken.get(fk.ref) ?? 0;
        taken.set(fk.ref, offset + 1);
        const from = `(select ${fk.refColumns.map(quote).join(', ')} from ${fk.ref} order by 1 limit 1 offset ${offset})`;
        fk.columns.forEach((name, i) => values.set(name, `(select ${quote(fk.refColumns[i])} from ${from} r)`));
      }
      for (const [name, value] of Object.entries(OVERRIDES[table] ?? {})) if (value !== 'key') values.set(name, value);
      for (const column of byTable.get(table)!) {
        if (values.has(column.name) || column.nullable || column.hasDefault || column.generated) continue;
        const listed = allowed.get(`${table}.${column.name}`);
        values.set(column.name, listed !== undefined ? `'${listed}'` : valueFor(column, enums));
      }
      const names = [...values.keys()];
      const sql = names.length
        ? `insert into ${quote(table)} (${names.map(quote).join(', ')}) values (${names.map((n) => values.get(n)).join(', ')})`
        : `insert into ${quote(table)} default values`;
      try {
        await run(sql);
        delete failures[qualified];
        progress = true;
      } catch (error) {
        failures[qualified] = (error as Error).message;
      }
    }
  }
  return failures;
}
