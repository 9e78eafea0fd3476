// /api/onboarding, as defined in common/contracts/profile.ts (decision 037). For signed-in accounts that
// are not onboarded yet; a member or administrator is told they are.
import { ONBOARDING_ENDPOINTS } from '../../../common/contracts/profile';
import type { Database } from '../../db/client';
import { endpointRoutes } from '../../http/endpoints';
import { attendeeToOnboard, checkOnboarding, completeOnboarding, ONBOARDED } from './service';

export function onboardingRoutes({ db, now }: { db: Database; now: () => Date }) {
  return endpointRoutes(ONBOARDING_ENDPOINTS, {
    check: ({ caller }) => checkOnboarding(db, caller, now()),
    complete: {
      // Whoever is onboarded already is told so whatever they sent, as this route always has: the name
      // is read only once the caller needs it.
      beforeBody: ({ caller }) => (attendeeToOnboard(caller) ? undefined : ONBOARDED),
      answer: ({ caller, body }) => {
        const attendee = attendeeToOnboard(caller);
        return attendee ? completeOnboarding(db, caller, attendee, body, now()) : ONBOARDED;
      },
    },
  });
}
