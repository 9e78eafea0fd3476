// /api/onboarding, as defined in common/contracts/profile.ts (decision 037). For signed-in accounts that
// are not onboarded yet; a member or administrator is told they are.
import { ONBOARDING_ENDPOINTS, onboardingNameSchema } from '../../../common/contracts/profile';
import type { Database } from '../../db/client';
import { endpointRoutes } from '../../http/endpoints';
import { readJson } from '../../http/validation';
import { attendeeToOnboard, checkOnboarding, completeOnboarding, ONBOARDED } from './service';

/**
 * Whoever is onboarded already is told so whatever they sent, as this route always has: the name is read
 * only once the caller needs it. The adapter reads a definition's body before its handler runs, so this
 * route is registered without it and reads the body itself, with the same schema. (Its definition keeps
 * the body: the browser's call, the tests' client and the input rules read it there.)
 */
const complete = {
  ...ONBOARDING_ENDPOINTS.complete,
  body: undefined,
  rawBody: {
    contentType: 'application/json',
    description: 'The name: firstName and lastName. Read only when the caller still needs onboarding.',
  },
};

export function onboardingRoutes({ db, now }: { db: Database; now: () => Date }) {
  return endpointRoutes(
    { check: ONBOARDING_ENDPOINTS.check, complete },
    {
      check: ({ caller }) => checkOnboarding(db, caller, now()),
      complete: async ({ c, caller }) => {
        const attendee = attendeeToOnboard(caller);
        if (!attendee) return ONBOARDED;
        return completeOnboarding(db, caller, attendee, await readJson(c, onboardingNameSchema), now());
      },
    },
  );
}
