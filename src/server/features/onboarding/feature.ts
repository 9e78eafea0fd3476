// The onboarding check and the name a member gives on their first visit (spec 4.4).
import type { ServerFeature } from '../../feature';
import { onboardingRoutes } from './routes';

export const onboardingFeature: ServerFeature = {
  name: 'onboarding',
  register: ({ db, now }) => ({ api: onboardingRoutes({ db, now }) }),
};
