import { Hono } from 'hono';
import { onboardingNameSchema } from '../../../common/contracts/profile';
import { requireSignedIn, type AppEnv } from '../../auth/caller';
import type { Database } from '../../db/client';
import { readJson } from '../../http/validation';
import { attendeeToOnboard, checkOnboarding, completeOnboarding, ONBOARDED } from './service';

/** For signed-in accounts that are not onboarded yet; a member or administrator is told they are. */
export function onboardingRoutes({ db, now }: { db: Database; now: () => Date }) {
  return new Hono<AppEnv>()
    .post('/onboarding/check', async (c) => {
      const caller = requireSignedIn(c);
      return c.json(await checkOnboarding(db, caller, now()));
    })
    .post('/onboarding', async (c) => {
      const caller = requireSignedIn(c);
      const attendee = attendeeToOnboard(caller);
      if (!attendee) return c.json(ONBOARDED);
      return c.json(await completeOnboarding(db, caller, attendee, await readJson(c, onboardingNameSchema), now()));
    });
}
