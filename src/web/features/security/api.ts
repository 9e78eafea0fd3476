// The security settings' calls (decision 060), each through a route table: our own routes (the devices
// signed in, the organisers' setting and reset), and Better Auth's two-factor and passkey routes under
// /api/auth (auth-routes.ts), which the library defines and answers.
import { useMutation } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import type { TwoFactorRequiredFor } from '../../../common/caller';
import { AUTH_ROUTES } from '../../../common/contracts/auth-routes';
import { SECURITY_ROUTES } from '../../../common/contracts/security-routes';
import { call } from '../../lib/call';
import { whileRenewingSession } from '../../lib/live';
import { useEndpointQuery, useInvalidateQueries } from '../../lib/endpoint-query';

const KEY = ['security'] as const;
const SESSIONS_KEY = [...KEY, 'sessions'] as const;
const PASSKEYS_KEY = [...KEY, 'passkeys'] as const;

export function useDeviceSessions() {
  return useEndpointQuery(SESSIONS_KEY, SECURITY_ROUTES.sessions, {});
}

export function useSignOutSession() {
  const invalidate = useInvalidateQueries(SESSIONS_KEY);
  return useMutation({
    mutationFn: (id: string) => call(SECURITY_ROUTES.signOutSession, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSignOutOtherSessions() {
  const invalidate = useInvalidateQueries(SESSIONS_KEY);
  return useMutation({ mutationFn: () => call(SECURITY_ROUTES.signOutOtherSessions, {}), onSuccess: invalidate });
}

export function useTwoFactorRequirement() {
  return useEndpointQuery([...KEY, 'requirement'], SECURITY_ROUTES.requirement, {});
}

export function useSetTwoFactorRequirement() {
  const invalidate = useInvalidateQueries([...KEY, 'requirement'], ['me']);
  return useMutation({
    mutationFn: (requiredFor: TwoFactorRequiredFor) => call(SECURITY_ROUTES.setRequirement, { body: { requiredFor } }),
    onSuccess: invalidate,
  });
}

export function resetMemberTwoFactor(body: { email: string; reason?: string }) {
  return call(SECURITY_ROUTES.resetTwoFactor, { body });
}

export type { TwoFactorSetup } from '../../../common/contracts/auth';

export function startTwoFactorSetup(password: string) {
  return call(AUTH_ROUTES.twoFactorEnable, { body: { password } });
}

/** The first code from the app: proves it holds the secret, and turns two-factor sign-in on. Better Auth
 * then replaces this tab's session with a new one, so the old one's ending is not a sign-out. */
export function confirmTwoFactorSetup(code: string) {
  return whileRenewingSession(() => call(AUTH_ROUTES.twoFactorVerifyTotp, { body: { code } }));
}

/** Turns two-factor sign-in off; like turning it on, it replaces this tab's session. */
export function turnOffTwoFactor(password: string) {
  return whileRenewingSession(() => call(AUTH_ROUTES.twoFactorDisable, { body: { password } }));
}

/** Ten new recovery codes; the old ones stop working. */
export function renewRecoveryCodes(password: string) {
  return call(AUTH_ROUTES.twoFactorGenerateBackupCodes, { body: { password } });
}

export function usePasskeys() {
  return useEndpointQuery(PASSKEYS_KEY, AUTH_ROUTES.passkeyList, {});
}

/** Asks the browser to make a passkey for this account, then has the server keep its public key. */
export function useAddPasskey() {
  const invalidate = useInvalidateQueries(PASSKEYS_KEY);
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await call(AUTH_ROUTES.passkeyRegisterOptions, { query: { name } });
      const response = await startRegistration({ optionsJSON: options });
      return call(AUTH_ROUTES.passkeyVerifyRegistration, { body: { response, name } });
    },
    onSuccess: invalidate,
  });
}

export function useRemovePasskey() {
  const invalidate = useInvalidateQueries(PASSKEYS_KEY);
  return useMutation({
    mutationFn: (id: string) => call(AUTH_ROUTES.passkeyDelete, { body: { id } }),
    onSuccess: invalidate,
  });
}
