// The public configuration (GET /api/config, and written into the app's page by http/web-app.ts): what
// the browser needs and nothing secret.
import type { PublicConfig } from '../../../common/caller';
import type { Config } from '../../env';

export function publicConfig(config: Config): PublicConfig {
  return {
    brand: config.brand,
    links: config.links,
    auth: { google: Boolean(config.google), minPasswordLength: 6 },
    mail: { delivery: config.mail.delivery },
    push: { vapidPublicKey: config.vapid.publicKey },
    timeZone: config.timeZone,
    uploads: config.uploads,
  };
}
