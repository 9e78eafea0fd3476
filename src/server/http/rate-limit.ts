// A fixed-window rate limit kept in the database: one atomic upsert per check, so simultaneous
// requests on any app server count correctly.
import { eq, sql } from 'drizzle-orm';
import { tooManyRequestsFor, waitInWords } from '../../common/messages';
import type { Database } from '../db/client';
import { requestLimits } from '../db/schema';
import { HttpError } from './errors';

/** `message`: what the 429 says, given the wait in words, where 'Too many attempts' would not say what to wait for. */
export type Limit = { key: string; max: number; windowSeconds: number; message?: (wait: string) => string };

/** A 429 whose message and Retry-After header (app.ts) say the same wait. */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = tooManyRequestsFor(retryAfterSeconds),
  ) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}

/** Counts one request against each limit; throws TooManyRequestsError when any is exceeded.
 * `enabled` is the RATE_LIMIT setting: off, nothing is counted. */
export async function consumeRateLimits(db: Database, limits: Limit[], now: Date, enabled: boolean) {
  if (!enabled) return;
  for (const limit of limits) {
    const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
    const result = await db.execute<{ count: number; window_started_at: string | Date }>(sql`
      insert into request_limits (key, count, window_started_at) values (${limit.key}, 1, ${now})
      on conflict (key) do update set
        count = case when request_limits.window_started_at <= ${windowStart} then 1 else request_limits.count + 1 end,
        window_started_at = case when request_limits.window_started_at <= ${windowStart} then ${now} else request_limits.window_started_at end
      returning count, window_started_at
    `);
    const row = (result as unknown as { rows: Array<{ count: number; window_started_at: string | Date }> }).rows[0];
    if (row.count > limit.max) {
      const resetsAt = new Date(row.window_started_at).getTime() + limit.windowSeconds * 1000;
      const seconds = Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000));
      throw new TooManyRequestsError(seconds, limit.message?.(waitInWords(seconds)));
    }
  }
}

/** Forgets what a limit has counted, as if its window had just ended. */
export async function resetRateLimit(db: Database, key: string) {
  await db.delete(requestLimits).where(eq(requestLimits.key, key));
}
