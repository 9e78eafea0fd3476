// The access-link page's calls: check a one-time sign-up link, then create the account with it.
import type { AccessLinkSignUp } from '../../../common/contracts/access-requests';
import { ACCESS_REQUEST_ROUTES } from '../../../common/contracts/access-requests-routes';
import { call } from '../../lib/call';

/** Checks a one-time sign-up link without spending it. */
export function verifyAccessLink(token: string, signal?: AbortSignal) {
  return call(ACCESS_REQUEST_ROUTES.verifyLink, { params: { token }, signal });
}

/** Creates the account of an approved access request; the link is spent only here. */
export function signUpWithAccessLink(token: string, input: AccessLinkSignUp) {
  return call(ACCESS_REQUEST_ROUTES.signUp, { params: { token }, body: input });
}
