// /api/unsubscribe/:token and /api/email/address, as defined in common/contracts/email-delivery.ts
// (decision 037). The unsubscribe routes take anyone: the signed token is the authority.
import { EMAIL_DELIVERY_ENDPOINTS } from '../../../common/contracts/email-delivery';
import { paths } from '../../../common/routes';
import { endpointRoutes } from '../../http/endpoints';
import {
  checkEmailAddress,
  describeUnsubscribeLink,
  readEmailAddress,
  unsubscribeByLink,
  type EmailDeliveryDeps,
} from './service';

/** A person's browser opening the link (rather than the page's own read): it gets the page, never an action. */
const isNavigation = (headers: { header(name: string): string | undefined }) =>
  headers.header('sec-fetch-mode') === 'navigate' || (headers.header('accept') ?? '').startsWith('text/html');

export function emailDeliveryRoutes(deps: EmailDeliveryDeps) {
  return endpointRoutes(EMAIL_DELIVERY_ENDPOINTS, {
    showUnsubscribe: ({ c, params }) => {
      c.header('Cache-Control', 'no-store');
      const kind = describeUnsubscribeLink(deps.config, params.token);
      return isNavigation(c.req) ? c.redirect(paths.unsubscribe(params.token), 303) : kind;
    },
    unsubscribe: ({ params }) => unsubscribeByLink(deps, params.token),
    address: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return readEmailAddress(deps.db, caller.email);
    },
    checkAddress: ({ caller }) => checkEmailAddress(deps, caller.email),
  });
}
