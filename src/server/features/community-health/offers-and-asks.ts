// The Health tab's offers and asks (issue 33, item 7): which words and two-word phrases members use most in
// their Offering and Looking for, counted in SQL over members only (the one definition, db/members.ts).
// Each text is split into words at anything that is not a letter or digit (one pass, linear); words are
// grouped by their English stem ('founders' with 'founder') and shown in their commonest form; English stop
// words ('the', 'with', 'can': PostgreSQL's own list, read through ts_lexize) and a few that every such text
// holds ('help', 'looking') are left out. A phrase is two kept words side by side, counted once at least two
// members use it, so a community's table is not filled with one member's sentence.
import { sql } from 'drizzle-orm';
import { OFFERS_AND_ASKS_TOP, type OffersAndAsks, type OfferPhrase } from '../../../common/contracts/community-health';
import type { Database } from '../../db/client';
import { memberCondition } from '../../db/members';
import { rowsOf } from '../../db/rows';

/** Words nearly every Offering or Looking for holds: they would top the table and say nothing. */
const FILLER_WORDS = [
  'help',
  'helping',
  'need',
  'needs',
  'look',
  'looking',
  'want',
  'happi',
  'someon',
  'anyon',
  'peopl',
  'get',
  'make',
  'also',
  'like',
  'would',
];

export async function getOffersAndAsks(db: Pick<Database, 'execute'>): Promise<OffersAndAsks> {
  const fillers = sql`array[${sql.join(
    FILLER_WORDS.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const rows = rowsOf<OfferPhrase & { members_offering: number; members_looking: number }>(
    await db.execute(sql`
      with texts as (
        select a.id, 'offering' as kind, a.offering as body from attendees a
          where a.offering is not null and ${memberCondition('a')}
        union all
        select a.id, 'lookingFor', a.looking_for from attendees a
          where a.looking_for is not null and ${memberCondition('a')}
      ),
      words as (
        select t.id, t.kind, w.word, w.n, (ts_lexize('english_stem', w.word))[1] as stem
        from texts t, regexp_split_to_table(lower(t.body), '[^[:alnum:]]+') with ordinality as w(word, n)
        where w.word <> ''
      ),
      kept as (
        select id, kind, word, n, stem from words where stem is not null and not (stem = any(${fillers}))
      ),
      terms as (
        select id, kind, stem as term, word as shown from kept
        union all
        select id, kind, stem || ' ' || next_stem, word || ' ' || next_word from (
          select k.id, k.kind, k.stem, k.word,
            lead(k.stem) over w as next_stem, lead(k.word) over w as next_word, lead(k.n) over w as next_n, k.n
          from kept k window w as (partition by k.id, k.kind order by k.n)
        ) pairs where next_n = n + 1
      ),
      counted as (
        select term, mode() within group (order by shown) as phrase,
          count(distinct id) filter (where kind = 'offering')::int as offering,
          count(distinct id) filter (where kind = 'lookingFor')::int as looking_for,
          count(distinct id)::int as members
        from terms group by term
      )
      select phrase, offering, looking_for as "lookingFor",
        (select count(distinct id)::int from texts where kind = 'offering') as members_offering,
        (select count(distinct id)::int from texts where kind = 'lookingFor') as members_looking
      from counted
      where position(' ' in term) = 0 or members >= 2
      order by offering + looking_for desc, members desc, phrase
      limit ${OFFERS_AND_ASKS_TOP}`),
  );
  const totals = await memberTotals(db, rows);
  return {
    items: rows.map(({ phrase, offering, lookingFor }) => ({ phrase, offering, lookingFor })),
    ...totals,
  };
}

/** The members who wrote each text (read from the first row when there is one). */
async function memberTotals(
  db: Pick<Database, 'execute'>,
  rows: Array<{ members_offering: number; members_looking: number }>,
): Promise<Pick<OffersAndAsks, 'membersOffering' | 'membersLooking'>> {
  if (rows.length) return { membersOffering: rows[0].members_offering, membersLooking: rows[0].members_looking };
  const [counts] = rowsOf<{ offering: number; looking: number }>(
    await db.execute(sql`select
      count(*) filter (where a.offering is not null)::int as offering,
      count(*) filter (where a.looking_for is not null)::int as looking
      from attendees a where ${memberCondition('a')}`),
  );
  return { membersOffering: counts.offering, membersLooking: counts.looking };
}
