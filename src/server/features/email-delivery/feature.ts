// Email delivery (issue 34): the one-click unsubscribe that every news email carries, and the member's own
// address when the mail server refused it. The sending itself is src/server/mail (delivery.ts).
import type { ServerFeature } from '../../feature';
import { emailDeliveryRoutes } from './routes';

export const emailDeliveryFeature: ServerFeature = {
  name: 'email-delivery',
  register: ({ db, config, mailer, now }) => ({ api: emailDeliveryRoutes({ db, config, mailer, now }) }),
};
