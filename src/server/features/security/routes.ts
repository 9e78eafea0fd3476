// /api/security/* and /api/admin/security/*, as defined in common/contracts/security.ts (decision 037): the
// adapter checks the caller and parses the input; each handler calls one operation.
import { SECURITY_ENDPOINTS } from '../../../common/contracts/security';
import { endpointRoutes } from '../../http/endpoints';
import {
  getTwoFactorRequirement,
  listDeviceSessions,
  resetMemberTwoFactor,
  setTwoFactorRequirement,
  signOutDeviceSession,
  signOutOtherDeviceSessions,
  type SecurityDeps,
} from './service';

export function securityRoutes(deps: SecurityDeps) {
  return endpointRoutes(SECURITY_ENDPOINTS, {
    sessions: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return listDeviceSessions(deps, caller);
    },
    signOutSession: ({ caller, params }) => signOutDeviceSession(deps, caller, params.id),
    signOutOtherSessions: ({ caller }) => signOutOtherDeviceSessions(deps, caller),
    requirement: async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return getTwoFactorRequirement(deps);
    },
    setRequirement: ({ caller, body }) => setTwoFactorRequirement(deps, caller, body.requiredFor),
    resetTwoFactor: ({ caller, body }) => resetMemberTwoFactor(deps, caller, body),
  });
}
