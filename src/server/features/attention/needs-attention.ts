// The admin home, 'Needs attention' (decision 039): what waits for the organisers now, composed from the
// features that own each part, through their public.ts. Each part counts in SQL and lists a bounded few.
import {
  ATTENTION_EVENTS_LIMIT,
  ATTENTION_EXCERPT_CHARS,
  ATTENTION_LIST_LIMIT,
  type NeedsAttention,
} from '../../../common/contracts/attention';
import { weekStartBefore } from '../../../common/zoned-time';
import type { Database } from '../../db/client';
import { listWaitingAccessRequests } from '../access-requests/public';
import { countIntroductionsAcceptedSince } from '../connections/public';
import { listEventsBetween } from '../events/public';
import { listWaitingQuestions } from '../inbox/public';
import { countOpenMessageReports } from '../message-reports/public';

export type AttentionDeps = { db: Database; now: () => Date; timeZone: string };

/** This week is the community's: from Monday 00:00 in its time zone to the next Monday's (decision 029). */
function currentWeek(now: Date, timeZone: string) {
  const start = weekStartBefore(now, timeZone, 0);
  // The next Monday is the Monday before a moment six days on; a day changes length around a DST shift.
  const end = weekStartBefore(new Date(start.getTime() + 8 * 86_400_000), timeZone, 0);
  return { start, end };
}

export async function showNeedsAttention({ db, now: clock, timeZone }: AttentionDeps): Promise<NeedsAttention> {
  const now = clock();
  const week = currentWeek(now, timeZone);
  const [questions, accessRequests, events, acceptedThisWeek, messageReports] = await Promise.all([
    listWaitingQuestions(db, { now, limit: ATTENTION_LIST_LIMIT, excerptChars: ATTENTION_EXCERPT_CHARS }),
    listWaitingAccessRequests(db, { limit: ATTENTION_LIST_LIMIT }),
    listEventsBetween(db, { from: week.start, to: week.end, now, limit: ATTENTION_EVENTS_LIMIT }),
    countIntroductionsAcceptedSince(db, week.start),
    countOpenMessageReports(db),
  ]);
  return {
    questions,
    accessRequests,
    week: { start: week.start.toISOString(), end: week.end.toISOString() },
    events,
    introductions: { acceptedThisWeek },
    messageReports,
  };
}
