// The keys of effects done once (jobs/once.ts) are forgotten after ONCE_KEY_KEEP_DAYS, by a nightly job on
// the app's scheduler, driven here with the test clock.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { instantOfWallTime, parseLocalDateTime } from '../../common/zoned-time';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { jobOnceKeys } from '../db/schema';
import { once, ONCE_KEY_KEEP_DAYS } from './once';

const ZONE = 'Europe/London';
const at = (local: string) => instantOfWallTime(parseLocalDateTime(local)!, ZONE);
const DAY = 24 * 3600_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: ZONE } });
  t.clock.set(at('2031-03-10T12:00'));
  await t.jobs.start({ poll: false });
});
afterAll(() => t.close());

it('forgets keys older than the kept days at 04:00, keeps the recent ones, and a forgotten key no longer blocks', async () => {
  const night = at('2031-03-11T04:00');
  await t.db.insert(jobOnceKeys).values([
    { key: 'old', doneAt: new Date(night.getTime() - (ONCE_KEY_KEEP_DAYS + 1) * DAY) },
    { key: 'recent', doneAt: new Date(night.getTime() - (ONCE_KEY_KEEP_DAYS - 1) * DAY) },
  ]);
  t.clock.set(at('2031-03-11T03:59'));
  await t.jobs.runDue();
  expect((await t.db.select().from(jobOnceKeys)).map((row) => row.key).sort()).toEqual(['old', 'recent']);

  t.clock.set(night);
  await t.jobs.runDue();
  expect((await t.db.select().from(jobOnceKeys)).map((row) => row.key)).toEqual(['recent']);
  expect(await once(t.db, 'recent', night, async () => undefined)).toBe(false);
  expect(await once(t.db, 'old', night, async () => undefined)).toBe(true);
});
