// Email delivery (issue 34): method, path and who may call each (decision 037). No zod here; the schemas and
// the answers' types are in email-delivery.ts. The unsubscribe endpoints are for anyone holding the link's
// token (the token is the authority, not a session: mail providers post without cookies); the address's
// state and its check are the signed-in member's own.
import { routeTable } from './endpoint';
import type { EMAIL_DELIVERY_SCHEMAS } from './email-delivery';

export const EMAIL_DELIVERY_ROUTES = routeTable<typeof EMAIL_DELIVERY_SCHEMAS>()({
  /** The List-Unsubscribe address: a person's browser opening it is sent on to the page; the page reads the kind. */
  showUnsubscribe: { method: 'GET', path: '/api/unsubscribe/:token', access: 'anyone' },
  /** RFC 8058's one-click POST, from a mail provider or from the page's one button. */
  unsubscribe: { method: 'POST', path: '/api/unsubscribe/:token', access: 'anyone' },
  address: { method: 'GET', path: '/api/email/address', access: 'member' },
  checkAddress: { method: 'POST', path: '/api/email/address/check', access: 'member' },
});
