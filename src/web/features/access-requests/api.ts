// The access-link page's calls: check a one-time sign-up link, then create the account with it.
import type { AccessLinkSignedUp, AccessLinkSignUp, AccessLinkVerification } from '../../../common/contracts/access-requests';
import { API } from '../../../common/routes';
import { api } from '../../lib/api';

/** Checks a one-time sign-up link without spending it. */
export function verifyAccessLink(token: string, signal?: AbortSignal) {
  return api<AccessLinkVerification>(API.accessLink(token), { signal });
}

/** Creates the account of an approved access request; the link is spent only here. */
export function signUpWithAccessLink(token: string, input: AccessLinkSignUp) {
  return api<AccessLinkSignedUp>(API.accessLinkSignUp(token), { body: input });
}
