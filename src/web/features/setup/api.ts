// The first-run calls (common/contracts/setup.ts): check the setup link, create the first administrator
// with it (the answer signs this browser in), then load the demo content as that administrator.
import type { SetupAdministratorInput } from '../../../common/contracts/setup';
import { SETUP_ROUTES } from '../../../common/contracts/setup-routes';
import { call } from '../../lib/call';

/** Checks a setup link without spending it. */
export function checkSetupLink(token: string, signal?: AbortSignal) {
  return call(SETUP_ROUTES.checkLink, { params: { token }, signal });
}

export function createFirstAdministrator(token: string, input: SetupAdministratorInput) {
  return call(SETUP_ROUTES.createAdministrator, { params: { token }, body: input });
}

export function loadDemoContent() {
  return call(SETUP_ROUTES.demoContent);
}
