// Email delivery's operations (issue 34, decision 051): the unsubscribe link's two uses (what it names; turn
// that email off), and the member's own address after a refusal (its state; clear it and send a check).
import { eq } from 'drizzle-orm';
import {
  EMAIL_DELIVERY_MESSAGES as M,
  type AddressCheck,
  type EmailAddressState,
  type UnsubscribeKind,
} from '../../../common/contracts/email-delivery';
import { DIGEST_TOPIC, emailTopicLabel } from '../../../common/contracts/notification-kinds';
import { ROUTES } from '../../../common/routes';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Config } from '../../env';
import { HttpError } from '../../http/errors';
import { clearUndeliverable, undeliverableMark, type Mailer } from '../../mail/delivery';
import { readUnsubscribeToken, type UnsubscribeTarget } from '../../mail/unsubscribe-token';
import { setChannel, turnDigestOff } from '../notifications/public';
import { addressCheckEmail } from './emails';

export type EmailDeliveryDeps = { db: Database; config: Config; mailer: Mailer; now: () => Date };

/** The account and kind a link names; a token not made here, or changed, is refused as a link that does not work. */
function targetOf(config: Pick<Config, 'authSecret'>, token: string): UnsubscribeTarget {
  const target = readUnsubscribeToken(config.authSecret, token);
  if (!target) throw new HttpError(404, 'INVALID_LINK', M.invalidLink);
  return target;
}

const describe = (target: UnsubscribeTarget): UnsubscribeKind => ({
  kind: target.kind,
  label: emailTopicLabel(target.kind),
});

/** What a link would stop, for its page: the kind, never anything of the person. */
export function describeUnsubscribeLink(config: Pick<Config, 'authSecret'>, token: string): UnsubscribeKind {
  return describe(targetOf(config, token));
}

/** Turns off the email of the kind the link names, for the account it names; again, harmlessly. An account
 * removed since gets no email at all: nothing to write, and the answer is the same. */
export async function unsubscribeByLink(deps: Pick<EmailDeliveryDeps, 'db' | 'config' | 'now'>, token: string) {
  const target = targetOf(deps.config, token);
  const [account] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, target.userId)).limit(1);
  if (!account) return describe(target);
  if (target.kind === DIGEST_TOPIC) await turnDigestOff(deps.db, target.userId, deps.now());
  else await setChannel(deps.db, target.userId, target.kind, 'email', false, deps.now());
  return describe(target);
}

export async function readEmailAddress(db: Database, email: string): Promise<EmailAddressState> {
  return { email, undeliverable: await undeliverableMark(db, email) };
}

/** The member's 'try again': forgets the refusal and sends a check email, which marks it again if refused. */
export async function checkEmailAddress(deps: EmailDeliveryDeps, email: string): Promise<AddressCheck> {
  await clearUndeliverable(deps.db, email);
  const outcome = await deps.mailer.deliver(
    addressCheckEmail(deps.config.brand, email, `${deps.config.publicBaseUrl}${ROUTES.notificationSettings}`),
  );
  const address = await readEmailAddress(deps.db, email);
  const message =
    outcome === 'sent'
      ? M.checkSent
      : outcome === 'queued'
        ? M.checkQueued
        : outcome === 'refused'
          ? M.checkRefused(address.undeliverable?.reason ?? '')
          : M.checkFailed;
  return { outcome: outcome === 'skipped' || outcome === 'failed' ? 'refused' : outcome, message, address };
}
