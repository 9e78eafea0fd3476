// The first-run calls (common/contracts/setup.ts): check the setup link, create the first administrator
// with it (the answer signs this browser in), then load the demo content as that administrator.
import type {
  DemoContentResult,
  SetupAdministratorInput,
  SetupAdministratorResult,
  SetupLinkCheck,
} from '../../../common/contracts/setup';
import { API } from '../../../common/routes';
import { api } from '../../lib/api';

/** Checks a setup link without spending it. */
export function checkSetupLink(token: string, signal?: AbortSignal) {
  return api<SetupLinkCheck>(API.setupLink(token), { signal });
}

export function createFirstAdministrator(token: string, input: SetupAdministratorInput) {
  return api<SetupAdministratorResult>(API.setupAdministrator(token), { body: input });
}

export function loadDemoContent() {
  return api<DemoContentResult>(API.setupDemoContent, { body: {} });
}
