// The security settings' calls (decision 060): our own routes through the contract's route table (the
// devices signed in, the organisers' setting and reset), and Better Auth's two-factor and passkey routes
// under /api/auth, which the library defines and answers.
import { useMutation, useQuery } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { TwoFactorRequiredFor } from '../../../common/caller';
import { SECURITY_ROUTES } from '../../../common/contracts/security-routes';
import { AUTH_PATHS } from '../../../common/routes';
import { api } from '../../lib/api';
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

/** What turning the authenticator app on answers once: the app's address (for the QR code) and ten
 * recovery codes. Nothing else ever shows them again. */
export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

export function startTwoFactorSetup(password: string) {
  return api<TwoFactorSetup>(AUTH_PATHS.twoFactorEnable, { body: { password } });
}

/** The first code from the app: proves it holds the secret, and turns two-factor sign-in on. Better Auth
 * then replaces this tab's session with a new one, so the old one's ending is not a sign-out. */
export function confirmTwoFactorSetup(code: string) {
  return whileRenewingSession(() => api<{ redirectTo?: string }>(AUTH_PATHS.twoFactorVerifyTotp, { body: { code } }));
}

/** Turns two-factor sign-in off; like turning it on, it replaces this tab's session. */
export function turnOffTwoFactor(password: string) {
  return whileRenewingSession(() => api<{ status: boolean }>(AUTH_PATHS.twoFactorDisable, { body: { password } }));
}

/** Ten new recovery codes; the old ones stop working. */
export function renewRecoveryCodes(password: string) {
  return api<{ backupCodes: string[] }>(AUTH_PATHS.twoFactorGenerateBackupCodes, { body: { password } });
}

export type Passkey = { id: string; name?: string | null; createdAt: string; deviceType: string; backedUp: boolean };

export function usePasskeys() {
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => api<Passkey[]>(AUTH_PATHS.passkeyList) });
}

/** Asks the browser to make a passkey for this account, then has the server keep its public key. */
export function useAddPasskey() {
  const invalidate = useInvalidateQueries(PASSKEYS_KEY);
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await api<PublicKeyCredentialCreationOptionsJSON>(
        `${AUTH_PATHS.passkeyRegisterOptions}?name=${encodeURIComponent(name)}`,
      );
      const response = await startRegistration({ optionsJSON: options });
      return api(AUTH_PATHS.passkeyVerifyRegistration, { body: { response, name } });
    },
    onSuccess: invalidate,
  });
}

export function useRemovePasskey() {
  const invalidate = useInvalidateQueries(PASSKEYS_KEY);
  return useMutation({
    mutationFn: (id: string) => api(AUTH_PATHS.passkeyDelete, { body: { id } }),
    onSuccess: invalidate,
  });
}
